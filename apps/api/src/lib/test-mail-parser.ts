/** Reads the subject and plain-text body of a raw RFC 5322 message (tests only; handles what nodemailer writes). */
export function simpleParser(raw: string): { subject: string; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const subjectLine = /^Subject: (.*)$/im.exec(headers)?.[1] ?? '';
  const subject = decodeWords(subjectLine);
  let body = rest.join('\n\n');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) body = decodeQuotedPrintable(body);
  else if (/Content-Transfer-Encoding: base64/i.test(headers))
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return { subject, text: body };
}

function decodeWords(value: string) {
  return value
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
    .replace(/\?=\s+=\?/g, '');
}

function decodeQuotedPrintable(value: string) {
  const bytes = value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  } catch {
    return bytes;
  }
}
