// @vitest-environment happy-dom
// The one question card as a learner meets it on every screen: radio buttons or checkboxes with the
// hint, keys 1–9 and Enter, right and wrong marked in words after the check, "Vorlesen" in the interface
// language and "Merken".
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithProviders, setUpGermanComponentTests } from '../../test/component-harness';
import { QuestionCard, type QuestionCardProps, type QuestionCardQuestion, type QuestionCardResult } from './question-card';
import { toggleSelection } from './selection';

setUpGermanComponentTests();

const single: QuestionCardQuestion<number> = {
  id: 'q1',
  text: 'Ab wann gilt absolute Fahruntüchtigkeit?',
  options: [
    { id: 2, text: '1,6 ‰' },
    { id: 0, text: '0,5 ‰' },
    { id: 1, text: '1,1 ‰' },
    { id: 3, text: '0,3 ‰' },
  ],
  multiple: false,
  categoryName: 'Alkohol',
  difficulty: 'medium',
};

const several: QuestionCardQuestion<number> = {
  id: 'q2',
  text: 'Was gehört zu einer Abstinenzkontrolle?',
  options: [
    { id: 0, text: 'Urinscreening' },
    { id: 1, text: 'Haaranalyse' },
    { id: 2, text: 'Selbstauskunft' },
  ],
  multiple: true,
};

/** The card with its selection kept as a screen keeps it; `onCheck` gives the evaluation after the check. */
function Harness({
  question,
  evaluate,
  onNext = () => {},
  ...rest
}: { question: QuestionCardQuestion<number>; evaluate: (selected: number[]) => QuestionCardResult<number> } & Partial<
  QuestionCardProps<number>
>) {
  const [selected, setSelected] = useState<number[]>([]);
  const [result, setResult] = useState<QuestionCardResult<number> | null>(null);
  return (
    <QuestionCard
      question={question}
      selected={selected}
      onToggle={(id) => setSelected((current) => toggleSelection(current, id, question.multiple))}
      result={result}
      onCheck={() => setResult(evaluate(selected))}
      onNext={onNext}
      {...rest}
    />
  );
}

const rightIs = (ids: number[]) => (selected: number[]) => ({
  isCorrect: selected.length === ids.length && ids.every((id) => selected.includes(id)),
  correctOptionIds: ids,
  explanation: 'Ab 1,1 ‰ gilt jeder als fahruntüchtig (§ 316 StGB).',
});

describe('the question card', () => {
  it('one right answer: radio buttons and no hint; several: checkboxes with "Mehrere Antworten möglich"', () => {
    const { unmount } = renderWithProviders(<Harness question={single} evaluate={rightIs([1])} />);
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual([
      '11,6 ‰',
      '20,5 ‰',
      '31,1 ‰',
      '40,3 ‰',
    ]);
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByText('Mehrere Antworten möglich')).toBeNull();
    expect(screen.getByRole('group', { name: 'Ab wann gilt absolute Fahruntüchtigkeit?' }).tagName).toBe('FIELDSET');
    unmount();

    renderWithProviders(<Harness question={several} evaluate={rightIs([0, 1])} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.queryAllByRole('radio')).toEqual([]);
    const group = screen.getByRole('group', { name: 'Was gehört zu einer Abstinenzkontrolle?' });
    expect(group.getAttribute('aria-describedby')).toBe(screen.getByText('Mehrere Antworten möglich').id);
  });

  it('keys 1–4 choose the option with that number, Enter checks, marks each option and moves focus to "Weiter"; Enter goes on', async () => {
    const user = userEvent.setup();
    const onNext = vi.fn();
    vi.stubGlobal('speechSynthesis', { speak: vi.fn(), cancel: vi.fn() });
    renderWithProviders(<Harness question={single} evaluate={rightIs([1])} onNext={onNext} />);
    const check = screen.getByRole('button', { name: 'Antwort prüfen' }) as HTMLButtonElement;
    expect(check.disabled).toBe(true);

    // from the "Vorlesen" button: the key chooses and focuses the option, so Enter checks instead of reading aloud
    screen.getByRole('button', { name: 'Vorlesen' }).focus();
    await user.keyboard('4');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '0,3 ‰' }));
    expect((screen.getByRole('radio', { name: '0,3 ‰' }) as HTMLInputElement).checked).toBe(true);
    await user.keyboard('2');
    expect((screen.getByRole('radio', { name: '0,5 ‰' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '0,3 ‰' }) as HTMLInputElement).checked).toBe(false);
    expect(check.disabled).toBe(false);

    await user.keyboard('{Enter}');
    expect(await screen.findByText('Nicht richtig.')).toBeTruthy();
    expect(screen.getByText('Ab 1,1 ‰ gilt jeder als fahruntüchtig (§ 316 StGB).')).toBeTruthy();
    const labelOf = (text: string) => screen.getByText(text).closest('label')!;
    expect(within(labelOf('1,1 ‰')).getByText('Richtige Antwort')).toBeTruthy();
    expect(within(labelOf('0,5 ‰')).getByText('Ihre Auswahl – nicht richtig')).toBeTruthy();
    expect(labelOf('1,6 ‰').textContent).toBe('11,6 ‰');
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Antwort prüfen' })).toBeNull();

    const next = screen.getByRole('button', { name: 'Weiter' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    // numbers no longer change a checked answer
    await user.keyboard('3');
    expect((screen.getByRole('radio', { name: /0,5 ‰/ }) as HTMLInputElement).checked).toBe(true);
    await user.keyboard('{Enter}');
    expect(onNext).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('the only card on a page takes the keys while the focus rests on the page, not while it is in another field', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <h1 tabIndex={-1}>Zufallsquiz</h1>
        <label>
          Notiz <input type="text" />
        </label>
        <Harness question={single} evaluate={rightIs([1])} keysOnPage />
      </>,
    );
    // as after the page opened: the focus on the page's heading
    screen.getByRole('heading', { name: 'Zufallsquiz' }).focus();
    await user.keyboard('3');
    const chosen = screen.getByRole('radio', { name: '1,1 ‰' }) as HTMLInputElement;
    expect(chosen.checked).toBe(true);
    expect(document.activeElement).toBe(chosen);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Richtig! Gut gemacht!')).toBeTruthy();

    // typing a 2 into another field is text, not an answer
    renderWithProviders(
      <>
        <input type="text" aria-label="Suche" />
        <Harness question={several} evaluate={rightIs([0])} keysOnPage />
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Suche' }));
    await user.keyboard('2');
    expect((screen.getByRole('checkbox', { name: 'Haaranalyse' }) as HTMLInputElement).checked).toBe(false);
  });

  it('without keysOnPage a key pressed outside the card chooses nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <h1 tabIndex={-1}>Kapitel 1</h1>
        <Harness question={single} evaluate={rightIs([1])} />
      </>,
    );
    screen.getByRole('heading', { name: 'Kapitel 1' }).focus();
    await user.keyboard('3');
    expect((screen.getByRole('radio', { name: '1,1 ‰' }) as HTMLInputElement).checked).toBe(false);
  });

  it('several right: numbers add and take away checkboxes; a right choice says so; the last question finishes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness question={several} evaluate={rightIs([0, 1])} isLast />);
    screen.getByRole('checkbox', { name: 'Urinscreening' }).focus();
    await user.keyboard('123');
    await user.keyboard('3');
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, false]);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Richtig! Gut gemacht!')).toBeTruthy();
    expect(within(screen.getByText('Urinscreening').closest('label')!).getByText('Richtig – Ihre Auswahl')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abschließen' })).toBeTruthy();
  });

  it('exam mode: the selection is the answer, no check button and no feedback', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Harness question={single} evaluate={rightIs([1])} mode="exam" result={{ isCorrect: false, correctOptionIds: [1] }} />,
    );
    screen.getByRole('radio', { name: '1,6 ‰' }).focus();
    await user.keyboard('3{Enter}');
    expect((screen.getByRole('radio', { name: '1,1 ‰' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Antwort prüfen' })).toBeNull();
    expect(screen.queryByText('Nicht richtig.')).toBeNull();
    expect(screen.queryByText('Richtige Antwort')).toBeNull();
  });

  it('"Merken" is a toggle button', async () => {
    const user = userEvent.setup();
    function Marking() {
      const [marked, setMarked] = useState(false);
      return <Harness question={single} evaluate={rightIs([1])} marked={marked} onToggleMark={() => setMarked((value) => !value)} />;
    }
    renderWithProviders(<Marking />);
    const mark = screen.getByRole('button', { name: 'Merken' });
    expect(mark.getAttribute('aria-pressed')).toBe('false');
    await user.click(mark);
    expect(mark.getAttribute('aria-pressed')).toBe('true');
    await user.click(mark);
    expect(mark.getAttribute('aria-pressed')).toBe('false');
  });

  it('without onToggleMark there is no "Merken"', () => {
    renderWithProviders(<Harness question={single} evaluate={rightIs([1])} />);
    expect(screen.queryByRole('button', { name: 'Merken' })).toBeNull();
  });
});

describe('"Vorlesen"', () => {
  class FakeUtterance {
    lang = '';
    voice: { lang: string; name: string } | null = null;
    rate = 0;
    pitch = 0;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(readonly text: string) {}
  }
  const spoken: FakeUtterance[] = [];
  const cancel = vi.fn();
  const voices = [
    { lang: 'en-US', name: 'Samantha' },
    { lang: 'de-DE', name: 'Anna' },
    { lang: 'tr-TR', name: 'Yelda' },
  ];

  beforeEach(() => {
    spoken.length = 0;
    cancel.mockReset();
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    vi.stubGlobal('speechSynthesis', { speak: (utterance: FakeUtterance) => spoken.push(utterance), cancel, getVoices: () => voices });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('de');
  });

  it('reads the question and the options with a German voice; a second press stops', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness question={single} evaluate={rightIs([1])} />);
    const read = screen.getByRole('button', { name: 'Vorlesen' });
    expect(read.getAttribute('aria-pressed')).toBe('false');
    await user.click(read);
    expect(spoken).toHaveLength(1);
    expect(spoken[0]!.lang).toBe('de-DE');
    expect(spoken[0]!.voice?.name).toBe('Anna');
    expect(spoken[0]!.text).toBe(
      'Ab wann gilt absolute Fahruntüchtigkeit? Antwort 1: 1,6 ‰. Antwort 2: 0,5 ‰. Antwort 3: 1,1 ‰. Antwort 4: 0,3 ‰.',
    );
    expect(read.getAttribute('aria-pressed')).toBe('true');
    const cancelsBefore = cancel.mock.calls.length;
    await user.click(read);
    expect(cancel.mock.calls.length).toBe(cancelsBefore + 1);
    expect(read.getAttribute('aria-pressed')).toBe('false');
    expect(spoken).toHaveLength(1);
  });

  it('in Turkish with a Turkish voice, in English with an English one', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('tr');
    const { unmount } = renderWithProviders(<Harness question={single} evaluate={rightIs([1])} />);
    await user.click(await screen.findByRole('button', { name: 'Sesli oku' }));
    expect(spoken.at(-1)!.lang).toBe('tr-TR');
    expect(spoken.at(-1)!.voice?.name).toBe('Yelda');
    unmount();

    await i18n.changeLanguage('en');
    renderWithProviders(<Harness question={single} evaluate={rightIs([1])} />);
    await user.click(await screen.findByRole('button', { name: 'Read aloud' }));
    expect(spoken.at(-1)!.lang).toBe('en-GB');
    // no British voice on this machine: the American one
    expect(spoken.at(-1)!.voice?.name).toBe('Samantha');
  });

  it('is not offered when the browser cannot speak', () => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(window, 'speechSynthesis');
    renderWithProviders(<Harness question={single} evaluate={rightIs([1])} />);
    expect(screen.queryByRole('button', { name: 'Vorlesen' })).toBeNull();
  });
});

describe('a question in the reader’s language', () => {
  const turkish: QuestionCardQuestion<number> = {
    id: 'q-tr',
    text: 'Mutlak sürüş ehliyetsizliği kaç promilden başlar?',
    options: [
      { id: 2, text: '1,6 promil' },
      { id: 0, text: '0,5 promil' },
      { id: 1, text: '1,1 promil' },
    ],
    multiple: false,
    contentLanguage: 'tr',
    german: {
      text: 'Ab wann gilt absolute Fahruntüchtigkeit?',
      options: [
        { id: 0, text: '0,5 ‰' },
        { id: 1, text: '1,1 ‰' },
        { id: 2, text: '1,6 ‰' },
      ],
    },
  };
  const withSources = (selected: number[]) => ({
    ...rightIs([1])(selected),
    explanation: '1,1 promilden itibaren herkes sürüşe elverişsizdir.',
    germanExplanation: 'Ab 1,1 ‰ gilt jeder als fahruntüchtig (§ 316 StGB).',
    legalBasis: '§ 316 StGB',
    checkedOn: '2026-11-27',
  });

  afterEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('de');
  });

  it('shows the German original beside question, options and explanation on demand, and the rule with its Rechtsstand', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness question={turkish} evaluate={withSources} />);
    expect(screen.queryByText('Ab wann gilt absolute Fahruntüchtigkeit?')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Auch auf Deutsch anzeigen' }));
    expect(screen.getByText('Ab wann gilt absolute Fahruntüchtigkeit?').closest('[lang="de"]')).not.toBeNull();
    // each German option under the translated one with the same id, not in the German order
    expect(within(screen.getByRole('radio', { name: /1,6 promil/ }).closest('label')!).getByText('1,6 ‰')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: /1,1 promil/ }));
    await user.click(screen.getByRole('button', { name: 'Antwort prüfen' }));
    expect(await screen.findByText('Ab 1,1 ‰ gilt jeder als fahruntüchtig (§ 316 StGB).')).toBeTruthy();
    expect(screen.getByText('Rechtsgrundlage: § 316 StGB · Rechtsstand: 27.11.2026')).toBeTruthy();
    // the choice is kept for the next question and page
    expect(localStorage.getItem('mpu.show-german')).toBe('1');
  });

  it('marks a question that exists only in German "yalnızca Almanca" for a Turkish reader, and nothing for a German one', async () => {
    await i18n.changeLanguage('tr');
    const { unmount } = renderWithProviders(<Harness question={{ ...single, contentLanguage: 'de' }} evaluate={rightIs([1])} />);
    expect(await screen.findByText('yalnızca Almanca')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Almancasını da göster' })).toBeNull();
    unmount();
    await i18n.changeLanguage('de');
    renderWithProviders(<Harness question={{ ...single, contentLanguage: 'de' }} evaluate={rightIs([1])} />);
    expect(screen.queryByText('nur auf Deutsch')).toBeNull();
  });
});
