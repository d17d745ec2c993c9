/** Joins the truthy class names with single spaces, as antd's `clsx` does for the names it is given. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
