import { describe, expect, it } from 'vitest';
import { buildQuestionCsvTemplate, decodeCsvBytes, detectDelimiter, parseQuestionCsv, toQuestionCsv } from './question-csv';

const HEADER = 'category_name;question;option_a;option_b;option_c;option_d;correct_answers;explanation;difficulty;mpu_types';

function parseOk(input: string | Uint8Array) {
  const result = parseQuestionCsv(input);
  if (!result.ok) throw new Error(`expected a readable file, got ${result.error}`);
  return result;
}

describe('decoding', () => {
  it('reads UTF-8 and strips the BOM Excel writes for "CSV UTF-8"', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Führerschein;ß')]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: 'Führerschein;ß', encoding: 'utf-8' });
  });

  it('reads a file German Excel saved as plain "CSV" (Windows-1252), including €, „ and –', () => {
    // F ü h r e r s c h e i n ; € ; „ x “ ; –
    const bytes = new Uint8Array([
      0x46, 0xfc, 0x68, 0x72, 0x65, 0x72, 0x73, 0x63, 0x68, 0x65, 0x69, 0x6e, 0x3b, 0x80, 0x3b, 0x84, 0x78, 0x93, 0x3b, 0x96,
    ]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: 'Führerschein;€;„x“;–', encoding: 'windows-1252' });
  });
});

describe('delimiter', () => {
  it('takes the one that splits the header line most', () => {
    expect(detectDelimiter(`${HEADER}\r\nx`)).toBe(';');
    expect(detectDelimiter('category_name,question,option_a\nx;y;z;w;v')).toBe(',');
    expect(detectDelimiter('category_name\tquestion\toption_a')).toBe('\t');
    expect(detectDelimiter('"a;b",c,d')).toBe(',');
  });
});

describe('parseQuestionCsv', () => {
  it('reads a German Excel file: BOM, semicolons, CRLF, Windows-1252 umlauts', () => {
    const text = `${HEADER}\r\nRecht;Wer führt die MPU durch?;Die Polizei;Eine Begutachtungsstelle;Das KBA;Die Fahrschule;b;§ 66 FeV;leicht;points\r\n`;
    const bytes = new Uint8Array([...text].map((char) => (char === 'ü' ? 0xfc : char === '§' ? 0xa7 : char.charCodeAt(0))));
    expect(parseOk(bytes)).toEqual({
      ok: true,
      delimiter: ';',
      errors: [],
      rows: [
        {
          row: 2,
          categoryName: 'Recht',
          question: 'Wer führt die MPU durch?',
          options: ['Die Polizei', 'Eine Begutachtungsstelle', 'Das KBA', 'Die Fahrschule'],
          correctAnswers: ['Eine Begutachtungsstelle'],
          explanation: '§ 66 FeV',
          difficulty: 'easy',
          mpuTypes: ['points'],
        },
      ],
    });
  });

  it('reads comma-separated files with quoted fields holding commas, quotes and line breaks', () => {
    const text =
      '\ufeffcategory_name,question,option_a,option_b,option_c,option_d,correct_answers,explanation,difficulty,mpu_types\n' +
      'Alkohol,"Was gilt, wenn ""Restalkohol"" vorliegt?","Erste Zeile\nzweite Zeile",Zwei,Drei,Vier,"a, c",,hard,"alcohol, drugs"\n';
    const result = parseOk(text);
    expect(result.delimiter).toBe(',');
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([
      {
        row: 2,
        categoryName: 'Alkohol',
        question: 'Was gilt, wenn "Restalkohol" vorliegt?',
        options: ['Erste Zeile\nzweite Zeile', 'Zwei', 'Drei', 'Vier'],
        correctAnswers: ['Erste Zeile\nzweite Zeile', 'Drei'],
        explanation: '',
        difficulty: 'hard',
        mpuTypes: ['alcohol', 'drugs'],
      },
    ]);
  });

  it('fills the defaults: difficulty medium, MPU type alcohol, empty explanation', () => {
    const { rows } = parseOk(`${HEADER}\nK;F?;A;B;;;A;;;\n`);
    expect(rows).toEqual([
      {
        row: 2,
        categoryName: 'K',
        question: 'F?',
        options: ['A', 'B'],
        correctAnswers: ['A'],
        explanation: '',
        difficulty: 'medium',
        mpuTypes: ['alcohol'],
      },
    ]);
  });

  it('accepts files without the optional columns', () => {
    const { rows, errors } = parseOk('category_name;question;option_a;option_b;option_c;option_d;correct_answers\nK;F?;A;B;C;D;d\n');
    expect(errors).toEqual([]);
    expect(rows[0]).toMatchObject({ correctAnswers: ['D'], difficulty: 'medium', mpuTypes: ['alcohol'], explanation: '' });
  });

  it('keeps several correct answers in option order, whatever order and case they were typed in', () => {
    const { rows } = parseOk(`${HEADER}\nK;F?;A;B;C;D;"D, b ,A";;;\n`);
    expect(rows[0]?.correctAnswers).toEqual(['A', 'B', 'D']);
  });

  it('skips rows with fewer columns than the header, and names their spreadsheet row', () => {
    const result = parseOk(`${HEADER}\nK;F1?;A;B;C;D;a;;;\nK;kurz;A;B\n\nK;F2?;A;B;C;D;b;;;\n`);
    expect(result.rows.map((row) => [row.row, row.question])).toEqual([
      [2, 'F1?'],
      [5, 'F2?'],
    ]);
    expect(result.errors).toEqual([{ row: 3, code: 'TOO_FEW_COLUMNS' }]);
  });

  it('counts rows after a quoted line break as one spreadsheet row each', () => {
    const result = parseOk(`${HEADER}\nK;"zwei\nZeilen";A;B;C;D;a;;;\nK;kurz\n`);
    expect(result.errors).toEqual([{ row: 3, code: 'TOO_FEW_COLUMNS' }]);
  });

  it('ignores rows Excel leaves with only delimiters, and empty extra columns', () => {
    const result = parseOk(`${HEADER}\n;;;;;;;;;\nK;F?;A;B;C;D;a;;;;;\n`);
    expect(result.errors).toEqual([]);
    expect(result.rows.map((row) => row.row)).toEqual([3]);
  });

  it('reports each broken row with a reason code', () => {
    const lines = [
      'K;F1?;A;B;C;D;e;;;', // letter outside a–d
      'K;F2?;A;B;;;c;;;', // letter of an empty option
      'K;F3?;A;B;C;D;;;;', // no correct answer
      'K;F4?;A;B;C;D;a;;sehr schwer;', // unknown difficulty
      'K;F5?;A;B;C;D;a;;;alcohol,beer', // unknown MPU type
      ';F6?;A;B;C;D;a;;;', // no category
      'K; ;A;B;C;D;a;;;', // no question
      'K;F8?;A;;;;a;;;', // one option only
      'K;F9?;A;A;C;D;a;;;', // the same option twice
      'K;F10?;A;B;C;D;a;;;;x', // a non-empty eleventh field
    ];
    const result = parseOk([HEADER, ...lines].join('\n'));
    expect(result.rows).toEqual([]);
    expect(result.errors).toEqual([
      { row: 2, code: 'INVALID_CORRECT_ANSWER', value: 'e' },
      { row: 3, code: 'CORRECT_ANSWER_WITHOUT_OPTION', value: 'c' },
      { row: 4, code: 'MISSING_CORRECT_ANSWER' },
      { row: 5, code: 'INVALID_DIFFICULTY', value: 'sehr schwer' },
      { row: 6, code: 'INVALID_MPU_TYPE', value: 'beer' },
      { row: 7, code: 'MISSING_CATEGORY' },
      { row: 8, code: 'MISSING_QUESTION' },
      { row: 9, code: 'TOO_FEW_OPTIONS' },
      { row: 10, code: 'DUPLICATE_OPTIONS' },
      { row: 11, code: 'TOO_MANY_COLUMNS' },
    ]);
  });

  it('accepts the German difficulty labels and header names in other case or with spaces', () => {
    const text =
      'Category_Name;Question;Option A;Option B;Option C;Option D;Correct Answers;Explanation;Difficulty;MPU_Types\nK;F?;A;B;C;D;a;;Schwer;Medizinalcannabis\n';
    expect(parseOk(text).rows[0]).toMatchObject({ difficulty: 'hard', mpuTypes: ['medizinalcannabis'] });
  });

  it('refuses an empty file and a file without the required columns', () => {
    expect(parseQuestionCsv('')).toEqual({ ok: false, error: 'EMPTY_FILE' });
    expect(parseQuestionCsv(new Uint8Array([0xef, 0xbb, 0xbf, 0x0d, 0x0a]))).toEqual({ ok: false, error: 'EMPTY_FILE' });
    expect(parseQuestionCsv('category_name;question;option_a\nK;F?;A\n')).toEqual({
      ok: false,
      error: 'MISSING_COLUMNS',
      missingColumns: ['option_b', 'option_c', 'option_d', 'correct_answers'],
    });
  });
});

describe('writing', () => {
  it("the template is a BOM, the spec's comma-separated header and two examples that read back", () => {
    const template = buildQuestionCsvTemplate();
    const optional = [
      'legal_basis,checked_on',
      'question_tr,option_a_tr,option_b_tr,option_c_tr,option_d_tr,explanation_tr',
      'question_en,option_a_en,option_b_en,option_c_en,option_d_en,explanation_en',
    ].join(',');
    expect(template.startsWith(`\ufeff${HEADER.replaceAll(';', ',')},${optional}\r\n`)).toBe(true);
    const { rows, errors } = parseOk(template);
    expect(errors).toEqual([]);
    expect(rows.map((row) => [row.categoryName, row.correctAnswers.length, row.difficulty])).toEqual([
      ['Alkohol und Fahreignung', 1, 'medium'],
      ['Punkte und Verkehrsverstöße', 2, 'easy'],
    ]);
    // the first sample shows the optional columns filled in, the second leaves them empty
    expect(rows[0]).toMatchObject({ legalBasis: '§ 316 StGB', checkedOn: '2026-11-01' });
    expect(rows[0]!.translations?.en?.options).toEqual(['0.5 per mille', '1.1 per mille', '1.6 per mille', '0.3 per mille']);
    expect(Object.keys(rows[0]!.translations ?? {})).toEqual(['tr', 'en']);
    expect(rows[1]!.translations).toBeUndefined();
  });

  it('toQuestionCsv quotes what needs quoting and reads back unchanged', () => {
    const question = {
      categoryName: 'K; mit Semikolon',
      question: 'Zeile 1\nZeile "2"',
      options: ['a', 'b', 'c', 'd'],
      correctAnswers: ['b', 'd'],
      explanation: '',
      difficulty: 'easy' as const,
      mpuTypes: ['drugs' as const, 'points' as const],
    };
    const csv = toQuestionCsv([question]);
    // the optional columns (legal basis, Rechtsstand, Turkish and English) stay empty
    expect(csv.split('\r\n')[1]).toBe(`"K; mit Semikolon";"Zeile 1\nZeile ""2""";a;b;c;d;b,d;;easy;drugs,points${';'.repeat(14)}`);
    expect(parseOk(csv).rows).toEqual([{ row: 2, ...question }]);
  });
});
