// The abstinence namespace. Imported by the feature's page: German ships in its chunk; the active language's
// file is fetched before the chunk finishes loading, so the page never renders keys.
import { addFeatureTexts } from '../../../lib/i18n';
import de from './de.json';

await addFeatureTexts('abstinence', de, import.meta.glob(['./tr.json', './en.json'], { import: 'default' }));
