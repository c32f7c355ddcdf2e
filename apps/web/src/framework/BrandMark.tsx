/** The SceneCast logo: a screen with a play mark, and the name. */
export function BrandMark({ light = false, collapsed = false }: { light?: boolean; collapsed?: boolean }) {
  return (
    <span className="sc-brand" style={{ color: light ? '#fff' : 'inherit' }}>
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="var(--sc-primary, #1890FF)" />
        <rect x="6" y="8" width="20" height="13" rx="2" fill="#fff" />
        <path d="M14 11.5 L19 14.5 L14 17.5 Z" fill="var(--sc-primary, #1890FF)" />
        <rect x="12" y="23" width="8" height="2" rx="1" fill="#fff" />
      </svg>
      {!collapsed && <span className="sc-brand-name">SceneCast</span>}
    </span>
  );
}
