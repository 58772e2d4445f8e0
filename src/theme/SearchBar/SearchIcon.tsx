import type {ReactNode} from 'react';

/** The magnifier of the search button and the search dialog (decorative). */
export default function SearchIcon({className}: {className?: string}): ReactNode {
  return (
    <svg className={className} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        d="M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15Zm5.3-2.2L21 21"
      />
    </svg>
  );
}
