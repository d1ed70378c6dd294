import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AiLabel } from '../../../components/chat/ai-label';
import { ChatInput } from '../../../components/chat/chat-input';
import { ChatLiveAnnouncer } from '../../../components/chat/chat-live-announcer';
import { ChatMessageList } from '../../../components/chat/chat-message-list';
import { useAiChat, type ChatMessage } from '../../../components/chat/use-ai-chat';
import { useAiEngine } from '../../../components/chat/use-ai-engine';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ReplySources } from '../components/reply-sources';
import '../locales';

const EXAMPLES = ['what', 'process', 'prepare', 'documents', 'questions', 'duration'] as const;

/** /dashboard/ai-assistant: questions about the MPU, answered as a stream with links to the platform's pages. */
export function AiAssistantPage() {
  const { t } = useTranslation(['assistant']);
  const chat = useAiChat({ url: '/api/ai/assistant' });
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const engine = useAiEngine(chat.messages);

  function ask(text: string) {
    if (chat.send(text)) setDraft('');
  }

  function askExample(text: string) {
    chat.send(text);
    // the example buttons go away with the welcome: keep the focus on the page
    inputRef.current?.focus();
  }

  function startOver() {
    chat.reset();
    setDraft('');
    inputRef.current?.focus();
  }

  const failureText = (message: ChatMessage) => (message.failure === 'rate-limited' ? t('assistant:rateLimited') : t('assistant:error'));
  const announced = chat.announcement;

  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <PageHeader
        title={t('assistant:title')}
        description={t('assistant:description')}
        actions={
          chat.messages.length > 0 && (
            <Button variant="secondary" onClick={startOver}>
              {t('assistant:newConversation')}
            </Button>
          )
        }
      />
      {engine && <AiLabel engine={engine} text={engine === 'offline' ? t('assistant:offlineLabel') : t('assistant:aiLabel')} />}

      {chat.messages.length === 0 ? (
        <section aria-labelledby="assistant-welcome" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 id="assistant-welcome" className="text-xl font-semibold text-slate-900">
            {t('assistant:welcome.title')}
          </h2>
          <p className="mt-1 text-slate-700">{t('assistant:welcome.text')}</p>
          <h3 className="mt-4 text-sm font-semibold text-slate-800">{t('assistant:welcome.examplesLabel')}</h3>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {EXAMPLES.map((key) => (
              <li key={key} className="flex">
                <Button
                  variant="secondary"
                  className="w-full justify-start text-left"
                  onClick={() => askExample(t(`assistant:examples.${key}`))}
                >
                  {t(`assistant:examples.${key}`)}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <ChatMessageList
          messages={chat.messages}
          label={t('assistant:conversation')}
          roleLabel={(message) => t(`assistant:roles.${message.role}`)}
          thinkingLabel={t('assistant:thinking')}
          failureText={failureText}
          stoppedText={t('assistant:stopped')}
          renderExtras={(message) => message.status === 'done' && message.sources && <ReplySources sources={message.sources} />}
        />
      )}

      <ChatInput
        ref={inputRef}
        value={draft}
        onChange={setDraft}
        onSend={ask}
        isLoading={chat.isLoading}
        onStop={chat.stop}
        label={t('assistant:input.label')}
        placeholder={t('assistant:input.placeholder')}
        hint={t('assistant:input.hint')}
        sendLabel={t('assistant:send')}
        stopLabel={t('assistant:stop')}
      />
      <ChatLiveAnnouncer text={!announced ? '' : announced.status === 'failed' ? failureText(announced) : announced.content} />
    </div>
  );
}
