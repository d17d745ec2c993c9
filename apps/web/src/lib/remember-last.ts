/**
 * `compute` that remembers its last argument and answer: for a pure lookup asked again and again with the same
 * argument (the current path, on every render), and costly enough to skip (a route match compiles patterns).
 */
export function rememberLast<A, R>(compute: (arg: A) => R): (arg: A) => R {
  let last: { arg: A; answer: R } | undefined;
  return (arg) => {
    if (!last || last.arg !== arg) last = { arg, answer: compute(arg) };
    return last.answer;
  };
}
