type Props = {
  /** SVG path data on a 24×24 grid, drawn as strokes. */
  paths: readonly string[];
  /** Edge length in CSS pixels (24 by default). */
  size?: number;
};

/** A line drawing in the text colour around it: the icons of entry tiles and menu cells. */
export function LineIcon({ paths, size = 24 }: Props) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
