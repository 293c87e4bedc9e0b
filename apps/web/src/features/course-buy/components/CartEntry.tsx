import { Link } from 'react-router';
import { Badge } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useCartCount } from '../api.ts';
import { coursePaths } from '../paths.ts';

/** The header's cart link with the number of courses in the cart (shown for a logged-in user). */
export function CartEntry({ userId, className }: { userId: number; className?: string | undefined }) {
  const count = useCartCount(userId).data ?? 0;
  return (
    <Link to={coursePaths.cart()} className={className} aria-label={`购物车 ${count}`} title="购物车" data-testid="cart-entry">
      <Badge count={count} size="small" offset={[4, -2]}>
        <ShoppingCartOutlined style={{ fontSize: 17 }} />
      </Badge>
    </Link>
  );
}
