// The video-admin namespace. Imported by the Video Management tab: German ships in its chunk; the active language's
// file is fetched before the chunk finishes loading, so the tab never renders keys.
import { addFeatureTexts } from '../../../lib/i18n';
import de from './de.json';

await addFeatureTexts('video-admin', de, import.meta.glob(['./tr.json', './en.json'], { import: 'default' }));
