// The reminders namespace (the unsubscribe page of the reminder mails). German ships in the page's chunk.
import { addFeatureTexts } from '../../../lib/i18n';
import de from './de.json';

await addFeatureTexts('reminders', de, import.meta.glob(['./tr.json', './en.json'], { import: 'default' }));
