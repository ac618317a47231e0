/**
 * Where JSON text first goes wrong. Node's JSON.parse gives a position for some errors and not for others
 * ("Unexpected token ','…"), so after a failed parse this scanner finds the offset and says what was expected.
 */

/** The offset of the first syntax error in `text` and a short reason, or undefined if the text is valid JSON. */
export function jsonSyntaxError(text: string): { offset: number; message: string } | undefined {
  let i = 0;
  const fail = (message: string): never => {
    throw { offset: i, message };
  };
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const what = () => (i >= text.length ? 'the end of the file' : `'${text[i]}'`);
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      if (text[i] === '}') return void i++;
      for (;;) {
        ws();
        if (text[i] !== '"') fail(`expected a property name in double quotes, found ${what()}`);
        string();
        ws();
        if (text[i] !== ':') fail(`expected ':' after a property name, found ${what()}`);
        i++;
        value();
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === '}') return void i++;
        fail(`expected ',' or '}' after a property value, found ${what()}`);
      }
    } else if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') return void i++;
      for (;;) {
        value();
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === ']') return void i++;
        fail(`expected ',' or ']' after an array element, found ${what()}`);
      }
    } else if (c === '"') string();
    else {
      const m = /^(-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 400));
      if (!m) fail(`expected a value, found ${what()}`);
      i += m![0].length;
    }
  };
  const string = () => {
    i++;
    for (;;) {
      if (i >= text.length) fail('a string is never closed');
      const c = text[i]!;
      if (c === '"') return void i++;
      if (c === '\n') fail('a line break inside a string');
      if (c === '\\') {
        const e = text[i + 1];
        if (e === 'u' ? !/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6)) : !e || !'"\\/bfnrt'.includes(e))
          fail('a bad escape in a string');
        i += e === 'u' ? 6 : 2;
        continue;
      }
      i++;
    }
  };
  try {
    value();
    ws();
    if (i < text.length) fail(`unexpected ${what()} after the end of the JSON value`);
    return undefined;
  } catch (e) {
    return e as { offset: number; message: string };
  }
}
