// The access-requests namespace. Imported by the admin console's list of open requests: German ships in its
// chunk; the active language's file is fetched before the chunk finishes loading.
import { addFeatureTexts } from '../../../lib/i18n';
import de from './de.json';

await addFeatureTexts('access-requests', de, import.meta.glob(['./tr.json', './en.json'], { import: 'default' }));
