import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  simulateButtons,
} from '#shared/admin-payments';
import type { PurchaseKind } from '#shared/payments';
import type { RefundInput } from '#shared/schemas/admin-payments';
import { api, pathParam, unwrap, withSignal } from '#client/lib/api-client';
import { filterQuery } from './filter-query';
import { adminKeys, useInvalidateAdmin } from './admin-keys';

// The payments section: the ledger, the one-time orders, refunds and the sandbox's simulations.
// Every action invalidates the whole dashboard, so the lists, the overview and the audit log
// follow.

/** The filters both lists share: a member (part of an email, or an id) and days (YYYY-MM-DD). */
type CommonFilters = { member?: string; from?: string; to?: string; cursor?: string };
export type PaymentFilters = CommonFilters & { method?: PaymentMethod; status?: PaymentStatus };
export type OrderFilters = CommonFilters & { kind?: PurchaseKind; status?: OrderStatus };

export const adminPaymentsQueryOptions = (filters: PaymentFilters) =>
  queryOptions({
    queryKey: adminKeys.payments(filters),
    queryFn: ({ signal }) =>
      unwrap(api.admin.payments.$get({ query: filterQuery(filters) }, withSignal(signal))),
    placeholderData: keepPreviousData,
  });

/** One page of payments, newest first. */
export const useAdminPayments = (filters: PaymentFilters) =>
  useQuery(adminPaymentsQueryOptions(filters));

export const adminOrdersQueryOptions = (filters: OrderFilters) =>
  queryOptions({
    queryKey: adminKeys.orders(filters),
    queryFn: ({ signal }) =>
      unwrap(api.admin.payments.orders.$get({ query: filterQuery(filters) }, withSignal(signal))),
    placeholderData: keepPreviousData,
  });

/** One page of orders (passes and seats), newest first. */
export const useAdminOrders = (filters: OrderFilters) => useQuery(adminOrdersQueryOptions(filters));

/** Who takes payments here, and whether the test mode's simulations are on. */
export const usePaymentSetup = () =>
  useQuery({
    queryKey: adminKeys.paymentSetup(),
    queryFn: ({ signal }) => unwrap(api.admin.payments.setup.$get(undefined, withSignal(signal))),
    // It changes only when the server restarts with other settings.
    staleTime: Infinity,
  });

/** Refunds a payment: a card one through its provider, a Pi one recorded with its note. */
export function useRefundPayment() {
  const onSettled = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: RefundInput }) =>
      unwrap(api.admin.payments[':id'].refund.$post({ param: { id: pathParam(id) }, json: input })),
    onSettled,
  });
}

export type SimulatedMonth = (typeof simulateButtons)[number]['event'];

/** Test mode only: makes a member's renewal, failed renewal or trial end happen now. */
export function useSimulateMonth() {
  const onSettled = useInvalidateAdmin();
  return useMutation({
    mutationFn: (input: { event: SimulatedMonth; email: string }) =>
      unwrap(api.admin.payments.simulate.$post({ json: input })),
    onSettled,
  });
}
