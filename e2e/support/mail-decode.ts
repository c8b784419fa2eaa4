// Plain Node (no vitest), so bench scripts can read the mail folder the same way the journeys do.

/** Good enough to search a message: undoes quoted-printable and decodes base64 text parts. */
export function decodeMail(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const qp = unfolded.replace(/(?:=[0-9A-F]{2})+/g, (run) => {
    const bytes = run.match(/=([0-9A-F]{2})/g)?.map((hex) => Number.parseInt(hex.slice(1), 16)) ?? [];
    return Buffer.from(bytes).toString('utf8');
  });
  return qp.replace(
    /(content-transfer-encoding:[ \t]*base64[ \t]*\r?\n(?:[^\r\n]+\r?\n)*?\r?\n)([A-Za-z0-9+/=\r\n]+)/gi,
    (_whole, headers: string, body: string) =>
      `${headers}${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}\n`,
  );
}
