// The my-story namespace, and the texts of the story checks ('story-checks', common/src/domain/my-story/texts),
// which only this page shows. Imported by the feature's page: German ships in its chunk; the active
// language's files are fetched before the chunk finishes loading, so the page never renders keys.
import deChecks from '@common/domain/my-story/texts/de.json';
import { addFeatureTexts } from '../../../lib/i18n';
import de from './de.json';

await addFeatureTexts('my-story', de, import.meta.glob(['./tr.json', './en.json'], { import: 'default' }));
await addFeatureTexts(
  'story-checks',
  deChecks,
  import.meta.glob(['../../../../../common/src/domain/my-story/texts/tr.json', '../../../../../common/src/domain/my-story/texts/en.json'], {
    import: 'default',
  }),
);
