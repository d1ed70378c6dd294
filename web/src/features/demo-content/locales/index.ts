// The demo-content namespace. Imported by the starter-content notice of the admin console: German ships in its
// chunk; the active language's file is fetched before the chunk finishes loading.
import { addFeatureTexts } from '../../../lib/i18n';
import de from './de.json';

await addFeatureTexts('demo-content', de, import.meta.glob(['./tr.json', './en.json'], { import: 'default' }));
