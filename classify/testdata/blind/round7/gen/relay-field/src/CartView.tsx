import { graphql, useLazyLoadQuery } from 'react-relay';

export function CartView({ id }: { id: string }) {
  const data = useLazyLoadQuery(
    graphql`
      query CartViewQuery($id: ID!) {
        cart(id: $id) {
          id
          totl
          items {
            sku
            quantity
          }
        }
      }
    `,
    { id },
  );
  return data;
}
