// Word lists for product names, drawn once from faker's (seeded) definitions.
import { faker } from '@faker-js/faker';

export interface Vocabulary {
  brands: string[];
  adjectives: string[];
  products: string[];
  sizes: readonly string[];
}

const titleCase = (text: string) => text.replace(/\b[a-z]/g, (c) => c.toUpperCase());

export function buildVocabulary(): Vocabulary {
  const commerce = faker.definitions.commerce.product_name;
  const food = faker.definitions.food;
  const brands = new Set<string>();
  while (brands.size < 400) brands.add(faker.person.lastName().replace(/[^A-Za-z'-]/g, ''));
  const products = new Set([...commerce.product, ...food.fruit, ...food.vegetable, ...food.ingredient].map(titleCase));
  const adjectives = new Set([...commerce.adjective, ...food.adjective].map(titleCase));
  return {
    brands: [...brands],
    adjectives: [...adjectives],
    products: [...products],
    sizes: ['8 oz', '12 oz', '16 oz', '20 oz', '1 lb', '2 lb', '500 ml', '1 L', '2 L', '6 pk', '12 pk', '24 ct', 'Family Size'],
  };
}
