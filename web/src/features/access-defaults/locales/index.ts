// The access-defaults namespace ('Freigaben für neue Konten'). Imported by the admin console's section and
// notice: German ships in their chunk; the active language's file is fetched before the chunk finishes loading.
import { addFeatureTexts } from '../../../lib/i18n';
import de from './de.json';

await addFeatureTexts('access-defaults', de, import.meta.glob(['./tr.json', './en.json'], { import: 'default' }));
