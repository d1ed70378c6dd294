// The counsellor namespace ("Meine Termine" of a counsellor, issue 40). Imported by the feature's pages: German ships
// in their chunk; the active language's file is fetched before the chunk finishes loading.
import { addFeatureTexts } from '../../../lib/i18n';
import de from './de.json';

await addFeatureTexts('counsellor', de, import.meta.glob(['./tr.json', './en.json'], { import: 'default' }));
