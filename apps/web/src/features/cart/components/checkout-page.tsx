import { useQueryClient } from '@tanstack/react-query';
import { unavailableMessage, type CartLine, type Order, type PlaceOrderInput } from '@vernissage/core/schemas';
import { formatPrice } from '@vernissage/core/text';
import { Alert, App, Form } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { OrderTotals } from '../../../components/order-totals.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiRequestError, errorMessage, hasReason } from '../../../lib/api-client.ts';
import { useCartRemove } from '../hooks/use-cart-entry.ts';
import { cartQueryOptions, useCart } from '../api/get-cart.ts';
import { showServerErrors } from '../../../lib/form-rules.ts';
import { useBuyerDetails } from '../api/get-buyer-details.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { CartLines } from './cart-lines.tsx';
import { EmptyCart } from './empty-cart.tsx';
import { SHIPPING_FIELDS, ShippingFields, shippingDefaults, type ShippingValues } from './shipping-fields.tsx';
import './checkout.css';
import { BusyButton } from '../../../components/busy-button.tsx';

export interface PurchaseState {
  order?: Order;
}

function UnavailableNotice({ lines }: { lines: readonly CartLine[] }) {
  const first = lines[0];
  if (!first) return null;
  return (
    <Alert
      className="checkout__notice"
      type="warning"
      showIcon
      title={lines.length === 1 ? unavailableMessage(first.artwork.title) : `${lines.length} works in your cart are no longer available.`}
      description={lines.length === 1 ? 'Remove it from your cart to place your order.' : 'Remove them from your cart to place your order.'}
    />
  );
}

/** /checkout: the member's cart, the shipping details prefilled from the profile, and Place order. */
export function CheckoutPage() {
  const cart = useCart();
  const buyer = useBuyerDetails();
  const remover = useCartRemove();
  const place = usePlaceOrder();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<ShippingValues>();
  const [alert, setAlert] = useState<{ message: string; workTaken: boolean } | null>(null);

  if (cart.isPending || buyer.isPending) return <PageLoader label="Loading your cart" />;
  if (cart.isError) return <QueryError error={cart.error} onRetry={() => void cart.refetch()} />;
  const { items, count } = cart.data;

  const remove = (artworkId: number) => {
    remover.remove(artworkId).catch((error: unknown) => void message.error(errorMessage(error)));
  };

  const unavailable = items.filter((line) => !line.available);
  // Once the cart is read again, the notice above the button names the work the server refused as taken.
  const serverAlert = alert && !(alert.workTaken && unavailable.length > 0) ? alert.message : null;

  const submit = (values: ShippingValues) => {
    setAlert(null);
    const input: PlaceOrderInput = { ...values, city: values.city ?? '', notes: values.notes ?? '' };
    place.mutate(input, {
      onSuccess: (result) => void navigate(paths.purchaseSuccess, { state: { order: result.order } satisfies PurchaseState }),
      onError: (error) => {
        setAlert({ message: showServerErrors(form, error, SHIPPING_FIELDS), workTaken: hasReason(error, 'artwork_unavailable') });
        // A work taken meanwhile: show which one in the cart.
        if (error instanceof ApiRequestError && error.status === 409) void queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey });
      },
    });
  };

  return (
    <div className="checkout">
      <header className="checkout__header">
        <p className="eyebrow">Checkout</p>
        <h1 className="checkout__title">Your order</h1>
      </header>
      {count === 0 ? (
        <EmptyCart signedIn />
      ) : (
        <div className="checkout__grid">
          <section className="checkout__summary" aria-labelledby="checkout-summary">
            <h2 id="checkout-summary" className="checkout__section-title">
              {count === 1 ? '1 work' : `${count} works`}
            </h2>
            <CartLines lines={items} onRemove={remove} removingId={remover.pendingId} />
            <OrderTotals subtotal={cart.data.subtotal} deliveryFee={cart.data.deliveryFee} total={cart.data.total} />
          </section>

          <section className="checkout__details" aria-labelledby="checkout-details">
            <h2 id="checkout-details" className="checkout__section-title">
              Shipping details
            </h2>
            <p className="checkout__lead">Where your works go, and how our team reaches you to arrange delivery.</p>
            <Form
              form={form}
              noValidate
              name="checkout"
              layout="vertical"
              requiredMark={false}
              initialValues={shippingDefaults(buyer.data)}
              onFinish={submit}
              aria-label="Shipping details"
            >
              <ShippingFields />
              <UnavailableNotice lines={unavailable} />
              <FormAlert message={serverAlert} />
              <BusyButton type="primary" size="large" block htmlType="submit" busy={place.isPending} busyLabel="Placing your order…" disabled={unavailable.length > 0}>
                Place order · {formatPrice(cart.data.total)}
              </BusyButton>
              <p className="checkout__assurance">
                Placing your order reserves these works for you. Our team will then contact you to coordinate the shipping date and time.
              </p>
            </Form>
          </section>
        </div>
      )}
    </div>
  );
}
