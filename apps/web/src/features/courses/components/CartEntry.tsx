import { Link } from 'react-router';
import { Badge } from '../../../components/light/Badge.tsx';
import { ShoppingCartIcon } from '../../../components/light/icons/ShoppingCart.ts';
import { useCartCount } from '../api.ts';
import { COURSE_LIGHT } from '../../../locale/courses-light.ts';
import { coursePaths } from '../paths.ts';

/** The header's cart link (light: the header is on every first load) with the number of courses in the cart (shown for a logged-in user). */
export function CartEntry({ userId, className }: { userId: number; className?: string | undefined }) {
  const count = useCartCount(userId).data ?? 0;
  return (
    <Link
      to={coursePaths.cart()}
      className={className}
      aria-label={COURSE_LIGHT.cart.label(count)}
      title={COURSE_LIGHT.cart.title}
      data-testid="cart-entry"
    >
      <Badge count={count}>
        <ShoppingCartIcon style={{ fontSize: 17 }} />
      </Badge>
    </Link>
  );
}
