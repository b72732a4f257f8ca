import { model, Schema } from 'mongoose';
import { PRODUCT_TYPES, type ProductType } from '@ministry/contracts/product';

/** Where a tee's stock is kept per size; a bracelet has one count under this key. */
export const SINGLE_STOCK_KEY = 'all';

export interface ProductDocument {
  name: string;
  nameEs?: string | null;
  description: string;
  descriptionEs?: string | null;
  type: ProductType;
  /** Integer cents. */
  priceCents: number;
  /** Empty until a picture is uploaded (the shop shows a placeholder). */
  imageUrl: string;
  birthstoneImageUrls?: Record<string, string> | null;
  /** Units in stock: per size for tees (S, M, L, XL, 2XL), under SINGLE_STOCK_KEY for bracelets. */
  stock: Record<string, number>;
  /**
   * Units taken by checkouts not yet settled, each with its mark (`<checkout>#<line>`): written in the
   * same update as the stock it took, so a crash can never separate the two.
   */
  takenBy?: StockMark[];
  sortOrder: number;
  /** Out of the shop (lists, links, carts, checkout); old orders keep their own copy of its lines. */
  archived?: boolean;
}

export interface StockMark {
  mark: string;
  stockKey: string;
  quantity: number;
}

const productSchema = new Schema<ProductDocument>(
  {
    name: { type: String, required: true, trim: true, maxlength: 200 },
    nameEs: { type: String, trim: true, maxlength: 200, default: null },
    description: { type: String, required: true, trim: true, maxlength: 5000 },
    descriptionEs: { type: String, trim: true, maxlength: 5000, default: null },
    type: { type: String, enum: PRODUCT_TYPES, required: true },
    priceCents: {
      type: Number,
      required: true,
      min: 0,
      validate: { validator: Number.isInteger, message: 'priceCents must be whole cents' },
    },
    imageUrl: { type: String, trim: true, maxlength: 500, default: '' },
    birthstoneImageUrls: { type: Schema.Types.Mixed, default: null },
    stock: { type: Schema.Types.Mixed, required: true },
    takenBy: {
      type: [new Schema({ mark: String, stockKey: String, quantity: Number }, { _id: false })],
      default: [],
    },
    sortOrder: { type: Number, default: 0 },
    archived: { type: Boolean, default: false },
  },
  { timestamps: true, minimize: false },
);
// The catalogue's order (listProducts), read straight from the index.
productSchema.index({ sortOrder: 1, _id: 1 });

export const ProductModel = model<ProductDocument>('Product', productSchema, 'products');
