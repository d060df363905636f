import { describe, expect, it } from 'vitest';
import { attachmentHeader, safeFileName, spreadsheetCell, spreadsheetCsv } from './downloads';

describe('spreadsheet cells', () => {
  it('neutralises every formula start, full-width forms and leading tab or carriage return included', () => {
    const formulas = [
      '=HYPERLINK("https://evil.example","Open")',
      '+1+1',
      '-2+3',
      '@SUM(A1:A2)',
      '\uFF1DHYPERLINK("https://evil.example")',
      '\uFF0B1',
      '\uFF0D1',
      '\uFF20SUM(A1)',
      '\t=1+1',
      '\r=1+1',
      '\n=1+1',
      '\tplain after a tab',
      '\rplain after a return',
      '  =1+1',
      '\u3000\uFF1D1',
    ];
    for (const value of formulas)
      expect(spreadsheetCell(value), JSON.stringify(value)).toBe(`'${value}`);
  });

  it('leaves ordinary text as it is, Arabic included', () => {
    for (const value of ['Forklift operator', 'سائق شاحنة ثقيلة', 'A-1 Logistics', 'x=y', ''])
      expect(spreadsheetCell(value)).toBe(value);
  });

  it('writes CSV with the cells made safe, a byte-order mark and Windows line ends', () => {
    const csv = spreadsheetCsv([
      ['Name', 'Years'],
      ['\uFF1DHYPERLINK("https://evil.example")', 5],
    ]);
    expect(csv).toBe('\uFEFFName,Years\r\n"\'\uFF1DHYPERLINK(""https://evil.example"")",5\r\n');
  });
});

describe('file names', () => {
  it('drops direction controls, folders, `..` and controls, and keeps Arabic letters', () => {
    const cases: [string, string][] = [
      ['\u202Egpj.exe', 'gpj.exe'],
      ['CV \u202Efdp.exe', 'CV fdp.exe'],
      [
        'a\u202Ab\u202Bc\u202Cd\u202De\u2066f\u2067g\u2068h\u2069i\u200Ej\u200Fk\u061Cl',
        'abcdefghijkl',
      ],
      ['../../x', 'x'],
      ['..\\..\\windows\\system32', 'windows_system32'],
      ['/etc/passwd', 'etc_passwd'],
      ['..', 'file'],
      ['Drivers\u0000\u0007\n\r.csv', 'Drivers____.csv'],
      ['Line\u2028break', 'Line_break'],
      ['سيرة ذاتية - أحمد.pdf', 'سيرة ذاتية - أحمد.pdf'],
      ['Reefer drivers: Q1 <2027>?', 'Reefer drivers_ Q1 _2027__'],
      ['  .hidden  ', 'hidden'],
      ['', 'file'],
    ];
    for (const [given, expected] of cases)
      expect(safeFileName(given), JSON.stringify(given)).toBe(expected);
    expect([...safeFileName('م'.repeat(500))]).toHaveLength(120);
  });

  it('makes a Content-Disposition header of the safe name, in ASCII and in UTF-8', () => {
    expect(attachmentHeader('\u202Egpj.exe.csv')).toBe(
      `attachment; filename="gpj.exe.csv"; filename*=UTF-8''gpj.exe.csv`,
    );
    expect(attachmentHeader('../../مرشحون.csv', 'inline')).toBe(
      `inline; filename="______.csv"; filename*=UTF-8''${encodeURIComponent('مرشحون.csv')}`,
    );
  });
});
