import { MyDataPage } from '@/features/data-rights/components/my-data-page';

/** /my-data: the signed-in candidate's archive and erasure. */
export function MyDataRoute() {
  return <MyDataPage />;
}
