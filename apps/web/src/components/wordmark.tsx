import { Link } from 'react-router';

interface WordmarkProps {
  product: string;
  to: string;
  inverted?: boolean;
}

/** The product name set in the display serif; the logo of the site. */
export function Wordmark({ product, to, inverted = false }: WordmarkProps) {
  return (
    <Link to={to} className={inverted ? 'wordmark wordmark--inverted' : 'wordmark'}>
      {product}
    </Link>
  );
}
