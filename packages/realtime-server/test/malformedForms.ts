/** A multipart body the parser cannot read, and the Content-Type it is sent with. */
export interface MalformedForm {
  what: string;
  contentType: string;
  body: string;
}

const boundary = 'meshwork-test-boundary';

/** The text of a form with `fields` and then a file part, without its closing boundary. */
function unterminatedForm(fields: Record<string, string>, separator: string): string {
  const fieldParts = Object.entries(fields).map(
    ([name, value]) => `--${separator}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${fieldParts.join('')}--${separator}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nthe bytes go on`;
}

/**
 * Every way a multipart body can be unreadable: no boundary, an empty one, one longer than any
 * parser takes, and a body cut short in a part's headers or in the file. `fields` come first, so
 * an upload that checks them before reading the file gets as far as the file.
 */
export function malformedForms(fields: Record<string, string> = {}): MalformedForm[] {
  const complete = `${unterminatedForm(fields, boundary)}\r\n--${boundary}--\r\n`;
  return [
    { what: 'no boundary', contentType: 'multipart/form-data', body: complete },
    { what: 'an empty boundary', contentType: 'multipart/form-data; boundary=', body: complete },
    { what: 'an overlong boundary', contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`, body: complete },
    {
      what: 'a body cut short in the headers of a part',
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: `--${boundary}\r\nContent-Disposition: form-da`,
    },
    {
      what: 'a body cut short in the file',
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: unterminatedForm(fields, boundary),
    },
  ];
}
