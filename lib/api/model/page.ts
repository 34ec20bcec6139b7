/** One page of a paginated list, whatever the server's envelope looked like. */
export interface Page<T> {
  items: T[];
  /** Rows of the answer left out because their record had an unexpected shape. */
  unreadable: number;
  page: number;
  lastPage: number;
  total: number;
  perPage: number;
}
