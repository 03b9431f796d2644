import { useId } from 'react';

/**
 * Small inline SVG flags: the emoji flags need a colour-emoji font that many machines (and headless Chromium)
 * lack. Simplified but recognisable; decorative, so the country's name must be next to them.
 */
export type FlagCode = 'gb' | 'us' | 'de';

const width = 30;
const height = 20;

function UnionJack() {
  // Ids must be unique on the page, and a page can show several flags.
  const id = `flag-gb${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <>
      <clipPath id={`${id}-frame`}>
        <path d="M0 0v30h60V0z" />
      </clipPath>
      <clipPath id={`${id}-diagonals`}>
        <path d="M30 15h30v15zv15H0zH0V0zV0h30z" />
      </clipPath>
      <g clipPath={`url(#${id}-frame)`}>
        <path d="M0 0v30h60V0z" fill="#012169" />
        <path d="M0 0l60 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
        <path d="M0 0l60 30m0-30L0 30" clipPath={`url(#${id}-diagonals)`} stroke="#C8102E" strokeWidth="4" />
        <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
        <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
      </g>
    </>
  );
}

function StarsAndStripes() {
  const stripes = Array.from({ length: 7 }, (_, index) => (
    <rect key={index} y={(index * 2 * 30) / 13} width="60" height={30 / 13} fill="#B22234" />
  ));
  const stars: React.ReactNode[] = [];
  for (let row = 0; row < 5; row += 1) {
    for (let column = 0; column < 6; column += 1) {
      stars.push(<circle key={`${row}-${column}`} cx={2.2 + column * 4} cy={1.8 + row * 3.4} r="0.75" fill="#fff" />);
    }
  }
  return (
    <>
      <rect width="60" height="30" fill="#fff" />
      {stripes}
      <rect width="24" height={(7 * 30) / 13} fill="#3C3B6E" />
      {stars}
    </>
  );
}

function Tricolour() {
  return (
    <>
      <rect width="60" height="10" fill="#000" />
      <rect y="10" width="60" height="10" fill="#DD0000" />
      <rect y="20" width="60" height="10" fill="#FFCE00" />
    </>
  );
}

export function CountryFlag({ code, size = 1, className }: { code: FlagCode; size?: number; className?: string }) {
  return (
    <svg
      className={`country-flag-svg${className ? ` ${className}` : ''}`}
      width={width * size}
      height={height * size}
      viewBox="0 0 60 30"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {code === 'gb' ? <UnionJack /> : code === 'us' ? <StarsAndStripes /> : <Tricolour />}
    </svg>
  );
}

/** The flag of a country id of the catalogue. */
export const flagOf = (country: 'uk' | 'us' | 'germany'): FlagCode => (country === 'uk' ? 'gb' : country === 'us' ? 'us' : 'de');
