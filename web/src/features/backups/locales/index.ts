// The backups namespace. Imported by the backup line of the admin console: German ships in its chunk;
// the active language's file is fetched before the chunk finishes loading.
import { addFeatureTexts } from '../../../lib/i18n';
import de from './de.json';

await addFeatureTexts('backups', de, import.meta.glob(['./tr.json', './en.json'], { import: 'default' }));
