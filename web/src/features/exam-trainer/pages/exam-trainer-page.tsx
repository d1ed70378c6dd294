import { useMemo, useRef, useState } from 'react';
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
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { ToggleButton } from '../../../components/ui/toggle-button';
import { useMe } from '../../../lib/session';
import { ModeSwitch } from '../components/mode-switch';
import '../locales';
import { useDictation, useSpeechOutput } from '../speech';

/** /dashboard/exam-trainer: a practice MPU interview, the examiner asking one question at a time. */
export function ExamTrainerPage() {
  const { t } = useTranslation(['exam-trainer']);
  const me = useMe();
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
  const speech = useSpeechOutput();
  const dictationBase = useRef('');
  const dictation = useDictation((heard) => setDraft(dictationBase.current ? `${dictationBase.current} ${heard}` : heard));

  const extraBody = useMemo(() => ({ reason }), [reason]);
  const chat = useAiChat({
    url: '/api/ai/trainer',
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
    chat.start(mode);
  }

  function answer(text: string) {
    if (dictation.isListening) dictation.stop();
    if (chat.send(text, mode)) setDraft('');
  }

  function restart() {
    speech.cancel();
    chat.reset();
    setDraft('');
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
          detail={engine === 'offline' ? t('exam-trainer:offlineDetail') : undefined}
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
          <div>
            <Button onClick={begin} disabled={me.isPending}>
              {t('exam-trainer:begin')}
            </Button>
          </div>
        </section>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {t('exam-trainer:reason.label')}: <span className="font-semibold">{t(`exam-trainer:mpuReasons.${reason}`)}</span>
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
          <div>
            <Button ref={restartRef} onClick={restart}>
              {t('exam-trainer:restart')}
            </Button>
          </div>
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
          </>
        )
      )}
      {mode === 'voice' && !dictation.isSupported && <p className="text-sm text-slate-700">{t('exam-trainer:speech.noRecognition')}</p>}
      <ChatLiveAnnouncer text={!announced ? '' : announced.status === 'failed' ? failureText(announced) : announced.content} />
    </div>
  );
}
