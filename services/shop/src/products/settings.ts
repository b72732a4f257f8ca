/** What the back office needs from the shop's configuration. */
export interface ProductSettings {
  /** A stock key at or below this many sellable units marks its product "low stock" (LOW_STOCK_THRESHOLD). */
  lowStockThreshold: number;
}
