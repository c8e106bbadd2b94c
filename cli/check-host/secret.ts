/**
 * Asking for a password on the terminal without showing it: the terminal in raw mode, each key
 * read as typed, nothing echoed. Ctrl-C stops the command; Backspace takes back a character.
 */

/** The typed password, or null when stdin is not a terminal (nothing to ask on). */
export function readSecret(prompt: string): Promise<string | null> {
  const { stdin, stderr } = process;
  if (!stdin.isTTY) return Promise.resolve(null);
  stderr.write(prompt);
  return new Promise((resolve) => {
    let typed = '';
    const finish = (value: string | null) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stderr.write('\n');
      resolve(value);
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') return finish(typed);
        if (char === '\u0003') {
          finish(null);
          process.exit(130);
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else if (char >= ' ') typed += char;
      }
    };
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}
