// The tour namespace. Imported by the onboarding tour component: German ships in its chunk; the active language's
// file is fetched before the chunk finishes loading, so the page never renders keys.
import { addFeatureTexts } from '../../../lib/i18n';
import de from './de.json';

await addFeatureTexts('tour', de, import.meta.glob(['./tr.json', './en.json'], { import: 'default' }));
