/** One page of a paginated list, whatever the server's envelope looked like. */
export interface Page<T> {
  items: T[];
  page: number;
  lastPage: number;
  total: number;
  perPage: number;
}
