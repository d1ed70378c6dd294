import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MPU_REASONS, type MpuReason } from '@common/domain/mpu-reasons';
import { AI_TRAINER_MAX_MESSAGES } from '@common/schemas/ai';
import { AiLabel } from '../../../components/chat/ai-label';
import { ChatInput } from '../../../components/chat/chat-input';
import { ChatLiveAnnouncer } from '../../../components/chat/chat-live-announcer';
import { ChatMessageList } from '../../../components/chat/chat-message-list';
import { useAiChat, type ChatMessage, type ChatMode } from '../../../components/chat/use-ai-chat';
import { useAiEngine } from '../../../components/chat/use-ai-engine';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { ToggleButton } from '../../../components/ui/toggle-button';
import { useMe } from '../../../lib/session';
import { useSaveTranscript, useStoryConsent } from '../api/story-interview';
import { ModeSwitch } from '../components/mode-switch';
import { SavedConversations } from '../components/saved-conversations';
import { TopicSwitch, type TrainerTopic } from '../components/topic-switch';
import '../locales';
import { SPEECH_LANGS, useDictation, useSpeechOutput } from '../speech';

/** /dashboard/exam-trainer: a practice MPU interview, the examiner asking one question at a time. */
export function ExamTrainerPage() {
  const { t, i18n } = useTranslation(['exam-trainer']);
  const me = useMe();
  // "Mein Gespräch" (issue 37): the page my-story allowed and the story consent given there
  const isStoryAllowed = me.data?.permissions['my-story'] === true;
  const storyConsent = useStoryConsent(isStoryAllowed);
  const isStoryAvailable = isStoryAllowed && storyConsent.data === true;
  const [chosenTopic, setTopic] = useState<TrainerTopic>('reason');
  const topic: TrainerTopic = chosenTopic === 'story' && isStoryAvailable ? 'story' : 'reason';
  // the confirmation that the examiner may use the story, asked for every conversation and stored nowhere
  const [isStoryConfirmed, setStoryConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState(false);
  const confirmRef = useRef<HTMLInputElement>(null);
  const saveTranscript = useSaveTranscript();
  // how many messages the last save held: a conversation that went on can be saved again
  const [savedCount, setSavedCount] = useState<number | null>(null);
  // learners practise their own reasons; admins and learners without a reason choose any
  const reasons: readonly MpuReason[] =
    me.data && me.data.role !== 'admin' && me.data.mpuReasons.length > 0 ? me.data.mpuReasons : MPU_REASONS;
  const [chosenReason, setChosenReason] = useState<MpuReason | null>(null);
  const reason = chosenReason && reasons.includes(chosenReason) ? chosenReason : reasons[0]!;

  const [mode, setMode] = useState<ChatMode>('text');
  const [isMuted, setIsMuted] = useState(false);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const restartRef = useRef<HTMLButtonElement>(null);
  // the story's examiner speaks the account language; the reason trainer's bank is German
  const speechLang = topic === 'story' ? (SPEECH_LANGS[i18n.resolvedLanguage ?? 'de'] ?? 'de-DE') : 'de-DE';
  const speech = useSpeechOutput(speechLang);
  const dictationBase = useRef('');
  const dictation = useDictation((heard) => setDraft(dictationBase.current ? `${dictationBase.current} ${heard}` : heard), speechLang);

  const extraBody = useMemo(() => (topic === 'story' ? { reason, useStory: true } : { reason }), [reason, topic]);
  const chat = useAiChat({
    url: topic === 'story' ? '/api/my-story/interview' : '/api/ai/trainer',
    extraBody,
    // the closing summary weighs every answer of the examination
    contextLimit: AI_TRAINER_MAX_MESSAGES,
    onReplyComplete: (reply) => {
      if (mode === 'voice' && !isMuted) speech.speak(reply.id, reply.content);
      if (reply.finished) requestAnimationFrame(() => restartRef.current?.focus());
      else inputRef.current?.focus();
    },
  });

  const hasBegun = chat.messages.length > 0;
  const last = chat.messages.at(-1);
  const isFinished = last?.role === 'assistant' && last.status === 'done' && last.finished === true;
  const engine = useAiEngine(chat.messages);

  function begin() {
    if (topic === 'story' && !isStoryConfirmed) {
      setConfirmError(true);
      confirmRef.current?.focus();
      return;
    }
    setSavedCount(null);
    chat.start(mode);
  }

  function save() {
    const conversation = chat.messages.filter((message) => message.status === 'done' && message.content !== '');
    const summary = isFinished ? (last?.content ?? '') : '';
    saveTranscript.mutate(
      { mode, reason, messages: conversation.map(({ role, content }) => ({ role, content })), summary },
      { onSuccess: () => setSavedCount(chat.messages.length) },
    );
  }

  function answer(text: string) {
    if (dictation.isListening) dictation.stop();
    if (chat.send(text, mode)) setDraft('');
  }

  function restart() {
    speech.cancel();
    chat.reset();
    setDraft('');
    setStoryConfirmed(false);
    setSavedCount(null);
    saveTranscript.reset();
  }

  function changeMode(next: ChatMode) {
    setMode(next);
    if (next === 'text') {
      speech.cancel();
      if (dictation.isListening) dictation.stop();
    }
  }

  function toggleMute(muted: boolean) {
    setIsMuted(muted);
    if (muted) speech.cancel();
  }

  function toggleDictation() {
    if (dictation.isListening) {
      dictation.stop();
      return;
    }
    dictationBase.current = draft.trim();
    dictation.start();
  }

  const failureText = (message: ChatMessage) =>
    message.failure === 'rate-limited' ? t('exam-trainer:rateLimited') : t('exam-trainer:error');
  const announced = chat.announcement;

  function renderPlayButton(message: ChatMessage) {
    if (message.role !== 'assistant' || message.status !== 'done' || !speech.isSupported || message.content === '') return null;
    const isSpeaking = speech.speakingId === message.id;
    return (
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={isMuted}
          aria-pressed={isSpeaking}
          onClick={() => (isSpeaking ? speech.cancel() : speech.speak(message.id, message.content))}
        >
          {isSpeaking ? t('exam-trainer:speech.stop') : t('exam-trainer:speech.play')}
        </Button>
      </div>
    );
  }

  const isSaved = savedCount === chat.messages.length;
  const saveButton = (
    <Button variant="secondary" onClick={save} disabled={saveTranscript.isPending || isSaved}>
      {isSaved ? t('exam-trainer:story.saved') : t('exam-trainer:story.save')}
    </Button>
  );
  const saveStatus = (
    <p role="status" className="text-sm text-slate-700">
      {isSaved ? t('exam-trainer:story.savedText') : saveTranscript.isError ? t('exam-trainer:story.saveFailed') : ''}
    </p>
  );

  const micControl =
    mode !== 'voice' ? null : dictation.isSupported ? (
      <Button variant="secondary" aria-pressed={dictation.isListening} onClick={toggleDictation} disabled={chat.isLoading}>
        {dictation.isListening ? t('exam-trainer:speech.micStop') : t('exam-trainer:speech.micStart')}
      </Button>
    ) : null;

  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <PageHeader
        title={t('exam-trainer:title')}
        description={t('exam-trainer:description')}
        actions={
          hasBegun &&
          !isFinished && (
            <Button variant="secondary" className="whitespace-nowrap" onClick={restart}>
              {t('exam-trainer:restart')}
            </Button>
          )
        }
      />
      {engine && (
        <AiLabel
          engine={engine}
          text={engine === 'offline' ? t('exam-trainer:offlineLabel') : t('exam-trainer:aiLabel')}
          detail={
            engine === 'offline' ? (topic === 'story' ? t('exam-trainer:story.offlineDetail') : t('exam-trainer:offlineDetail')) : undefined
          }
        />
      )}

      <div className="flex flex-wrap items-center gap-3">
        <ModeSwitch mode={mode} onChange={changeMode} />
        {mode === 'voice' && (
          <ToggleButton pressed={isMuted} onPressedChange={toggleMute}>
            {t('exam-trainer:speech.mute')}
          </ToggleButton>
        )}
      </div>

      {!hasBegun ? (
        <section
          aria-labelledby="trainer-welcome"
          className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <div>
            <h2 id="trainer-welcome" className="text-xl font-semibold text-slate-900">
              {t('exam-trainer:welcome.title')}
            </h2>
            <p className="mt-1 text-slate-700">{t('exam-trainer:welcome.text')}</p>
          </div>
          {isStoryAllowed && (
            <TopicSwitch
              topic={topic}
              onChange={(next) => {
                setTopic(next);
                setConfirmError(false);
              }}
              isStoryAvailable={isStoryAvailable}
            />
          )}
          {isStoryAllowed && !isStoryAvailable && storyConsent.isSuccess && (
            <p className="text-sm text-slate-700">
              {t('exam-trainer:story.unavailable')}{' '}
              <Link to="/dashboard/my-story" className="font-semibold text-indigo-700 underline">
                {t('exam-trainer:story.toMyStory')}
              </Link>
            </p>
          )}
          <SelectField
            label={t('exam-trainer:reason.label')}
            value={reason}
            onChange={(event) => setChosenReason(event.target.value as MpuReason)}
            className="sm:max-w-sm"
          >
            {reasons.map((option) => (
              <option key={option} value={option}>
                {t(`exam-trainer:mpuReasons.${option}`)}
              </option>
            ))}
          </SelectField>
          {topic === 'story' && (
            <Checkbox
              ref={confirmRef}
              label={t('exam-trainer:story.confirm')}
              hint={t(engine === 'llm' ? 'exam-trainer:story.confirmHintAi' : 'exam-trainer:story.confirmHint')}
              error={confirmError && !isStoryConfirmed ? t('exam-trainer:story.confirmRequired') : undefined}
              checked={isStoryConfirmed}
              onChange={(event) => setStoryConfirmed(event.target.checked)}
            />
          )}
          <div>
            <Button onClick={begin} disabled={me.isPending}>
              {topic === 'story' ? t('exam-trainer:story.begin') : t('exam-trainer:begin')}
            </Button>
          </div>
        </section>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {topic === 'story' ? (
              <span className="font-semibold">{t('exam-trainer:topics.story')}</span>
            ) : (
              <>
                {t('exam-trainer:reason.label')}: <span className="font-semibold">{t(`exam-trainer:mpuReasons.${reason}`)}</span>
              </>
            )}
          </p>
          <ChatMessageList
            messages={chat.messages}
            label={t('exam-trainer:conversation')}
            roleLabel={(message) => t(`exam-trainer:roles.${message.role}`)}
            modeLabel={(message) => t(`exam-trainer:modeBadges.${message.mode}`)}
            thinkingLabel={t('exam-trainer:thinking')}
            failureText={failureText}
            stoppedText={t('exam-trainer:stopped')}
            renderExtras={renderPlayButton}
          />
        </>
      )}

      {isFinished ? (
        <section aria-labelledby="trainer-summary" className="flex flex-col gap-3 rounded-xl border border-green-300 bg-green-50 p-5">
          <h2 id="trainer-summary" className="text-lg font-semibold text-green-900">
            {t('exam-trainer:summary.title')}
          </h2>
          <p className="text-green-900">{t('exam-trainer:summary.text')}</p>
          <div className="flex flex-wrap gap-3">
            <Button ref={restartRef} onClick={restart}>
              {t('exam-trainer:restart')}
            </Button>
            {topic === 'story' && saveButton}
          </div>
          {topic === 'story' && saveStatus}
        </section>
      ) : (
        hasBegun && (
          <>
            <ChatInput
              ref={inputRef}
              value={draft}
              onChange={setDraft}
              onSend={answer}
              isLoading={chat.isLoading}
              onStop={chat.stop}
              label={t('exam-trainer:input.label')}
              placeholder={t('exam-trainer:input.placeholder')}
              hint={t('exam-trainer:input.hint')}
              sendLabel={t('exam-trainer:send')}
              stopLabel={t('exam-trainer:stop')}
              extra={micControl}
            />
            {mode === 'voice' && dictation.isListening && <p className="text-sm text-indigo-800">{t('exam-trainer:speech.listening')}</p>}
            {topic === 'story' && chat.messages.length > 1 && !chat.isLoading && (
              <div className="flex flex-col gap-2">
                <div>{saveButton}</div>
                {saveStatus}
              </div>
            )}
          </>
        )
      )}
      {mode === 'voice' && !dictation.isSupported && <p className="text-sm text-slate-700">{t('exam-trainer:speech.noRecognition')}</p>}
      {isStoryAvailable && topic === 'story' && <SavedConversations />}
      <ChatLiveAnnouncer text={!announced ? '' : announced.status === 'failed' ? failureText(announced) : announced.content} />
    </div>
  );
}
