import { useTranslation } from 'react-i18next';
import type { ManagedSection, ManagedVideo, VideoInput } from '@common/schemas/video-management';
import { Modal } from '../../../components/ui/modal';
import { useCreateVideo } from '../api/create-video';
import { useUpdateVideo } from '../api/update-video';
import { toVideoInput, type VideoDraft } from '../video-form-rules';
import { VideoForm } from './video-form';

interface VideoDialogProps {
  /** 'new' for 'Video anlegen', a video to edit it, null when closed. */
  video: ManagedVideo | 'new' | null;
  sections: readonly ManagedSection[];
  onClose: () => void;
  onSaved: (kind: 'created' | 'updated') => void;
}

/** 'Video anlegen' and the edit-video modal: the same form, empty or filled in. */
export function VideoDialog({ video, sections, onClose, onSaved }: VideoDialogProps) {
  const { t } = useTranslation(['video-admin']);
  const createVideo = useCreateVideo();
  const updateVideo = useUpdateVideo();
  const existing = video !== null && video !== 'new' ? video : null;

  function save(draft: VideoDraft, country: string[], translations: VideoInput['translations']): Promise<ManagedVideo> {
    const input = { ...toVideoInput(draft, country), translations };
    return existing
      ? updateVideo.mutateAsync({ id: existing.id, ...input })
      : createVideo.mutateAsync({ sectionId: draft.sectionId, ...input });
  }

  return (
    <Modal
      open={video !== null}
      onClose={onClose}
      title={existing ? t('video-admin:videoForm.editTitle') : t('video-admin:videoForm.createTitle')}
      closeLabel={t('video-admin:close')}
      // an upload may be stopped by closing; a save in flight may not
      dismissible={!createVideo.isPending && !updateVideo.isPending}
      size="xl"
    >
      <VideoForm
        // a fresh form per video
        key={existing?.id ?? 'new'}
        video={existing}
        sections={sections}
        save={save}
        onCancel={onClose}
        onDone={() => onSaved(existing ? 'updated' : 'created')}
      />
    </Modal>
  );
}
