// The invoices namespace (admin console: Rechnungen). Imported by the feature's components: German ships in their
// chunk; the active language's file is fetched before the chunk finishes loading.
import { addFeatureTexts } from '../../../lib/i18n';
import de from './de.json';

await addFeatureTexts('invoices', de, import.meta.glob(['./tr.json', './en.json'], { import: 'default' }));
