/** The first stop of the keyboard on every page: past the menus to the page's own content (`#main`). */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Skip to content
    </a>
  );
}
