import { apiRequest, type Order } from '@pulseboard/shared';

export const ORDERS_PATH = '/api/orders';

export const fetchOrders = async (): Promise<Order[]> => (await apiRequest<{ data: Order[] }>(ORDERS_PATH)).data;
