/**
 * Lines of text as they arrive in chunks (the build and its page renderer talk in JSON lines over a
 * pipe). A chunk is searched for line ends once: appending to one string and searching it from the
 * start again at every chunk was quadratic, and a 6 MB line (every page and every address served on
 * demand) took the build 2.3 s to read.
 */
export function lineSplitter(onLine: (line: string) => void): (chunk: string) => void {
  let pending: string[] = [];
  return (chunk) => {
    let from = 0;
    for (let nl = chunk.indexOf('\n'); nl >= 0; nl = chunk.indexOf('\n', from)) {
      pending.push(chunk.slice(from, nl));
      const line = pending.join('');
      pending = [];
      from = nl + 1;
      onLine(line);
    }
    if (from < chunk.length) pending.push(chunk.slice(from));
  };
}
