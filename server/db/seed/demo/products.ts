// Grocery and convenience products of the demo catalogue: brand x product x size, with shelf prices.
import { upcA } from './util.ts';

type Size = readonly [size: string, price: number];

interface ProductLine {
  brand: string;
  product: string;
  category: string;
  sub: string;
  sizes: readonly Size[];
  tags?: readonly string[];
}

const line = (
  brand: string,
  product: string,
  category: string,
  sub: string,
  sizes: readonly Size[],
  tags?: readonly string[],
): ProductLine => ({ brand, product, category, sub, sizes, tags });

const SODA: readonly Size[] = [
  ['12 oz Can', 1.49],
  ['20 oz Bottle', 2.29],
  ['2 L Bottle', 3.49],
  ['12 pk 12 oz Cans', 8.99],
];

const LINES: readonly ProductLine[] = [
  // Beverages
  line('Coca-Cola', 'Classic', 'Beverages', 'Soda', SODA, ['Best Seller']),
  line('Diet Coke', '', 'Beverages', 'Soda', SODA, ['Sugar Free']),
  line('Coca-Cola', 'Zero Sugar', 'Beverages', 'Soda', SODA.slice(0, 3), ['Sugar Free']),
  line('Sprite', 'Lemon-Lime Soda', 'Beverages', 'Soda', SODA.slice(0, 3)),
  line('Pepsi', 'Cola', 'Beverages', 'Soda', SODA),
  line('Dr Pepper', '', 'Beverages', 'Soda', SODA.slice(0, 2)),
  line('Poland Spring', 'Natural Spring Water', 'Beverages', 'Water', [['16.9 oz Bottle', 1.29], ['1 L Bottle', 1.99], ['24 pk 16.9 oz Bottles', 7.99]]),
  line('Smartwater', 'Vapor Distilled Water', 'Beverages', 'Water', [['20 oz Bottle', 2.19], ['1 L Bottle', 2.99]]),
  line('LaCroix', 'Sparkling Water Pamplemousse', 'Beverages', 'Water', [['12 oz Can', 1.29], ['8 pk 12 oz Cans', 5.49]], ['Sugar Free']),
  line('Tropicana', 'Pure Premium Orange Juice No Pulp', 'Beverages', 'Juice', [['12 oz Bottle', 2.79], ['52 oz Carton', 4.99]], ['Best Seller']),
  line('Simply', 'Lemonade', 'Beverages', 'Juice', [['11.5 oz Bottle', 2.49], ['52 oz Bottle', 4.49]]),
  line('Red Bull', 'Energy Drink', 'Beverages', 'Energy Drinks', [['8.4 oz Can', 2.99], ['12 oz Can', 3.79], ['4 pk 8.4 oz Cans', 9.99]], ['Imported']),
  line('Red Bull', 'Sugarfree Energy Drink', 'Beverages', 'Energy Drinks', [['8.4 oz Can', 2.99]], ['Sugar Free', 'Imported']),
  line('Monster', 'Energy Original', 'Beverages', 'Energy Drinks', [['16 oz Can', 2.89]]),
  line('Gatorade', 'Thirst Quencher Cool Blue', 'Beverages', 'Energy Drinks', [['20 oz Bottle', 2.29], ['28 oz Bottle', 2.79]]),
  line('Starbucks', 'Frappuccino Mocha', 'Beverages', 'Coffee & Tea', [['13.7 oz Bottle', 3.49]]),
  line('Arizona', 'Green Tea with Ginseng and Honey', 'Beverages', 'Coffee & Tea', [['23 oz Can', 1.29]], ['Best Seller']),
  line('Pure Leaf', 'Unsweetened Black Tea', 'Beverages', 'Coffee & Tea', [['18.5 oz Bottle', 2.49]], ['Sugar Free']),
  // Snacks
  line("Lay's", 'Classic Potato Chips', 'Snacks', 'Chips', [['1 oz', 1.29], ['2.625 oz', 2.19], ['8 oz', 4.99]], ['Gluten Free', 'Best Seller']),
  line("Lay's", 'Barbecue Potato Chips', 'Snacks', 'Chips', [['2.625 oz', 2.19], ['7.75 oz', 4.99]], ['Gluten Free']),
  line('Doritos', 'Nacho Cheese Tortilla Chips', 'Snacks', 'Chips', [['2.75 oz', 2.29], ['9.25 oz', 5.49]], ['Best Seller']),
  line('Cheetos', 'Crunchy Cheese Snacks', 'Snacks', 'Chips', [['3.25 oz', 2.49], ['8.5 oz', 4.99]]),
  line('Kettle Brand', 'Sea Salt Potato Chips', 'Snacks', 'Chips', [['5 oz', 3.99]], ['Gluten Free', 'Vegan']),
  line('Pringles', 'Original', 'Snacks', 'Chips', [['5.2 oz', 2.99]]),
  line('Ritz', 'Original Crackers', 'Snacks', 'Crackers', [['13.7 oz', 4.79]], ['Kosher']),
  line('Cheez-It', 'Original Baked Snack Crackers', 'Snacks', 'Crackers', [['3 oz', 1.99], ['12.4 oz', 5.29]]),
  line('Goldfish', 'Cheddar Crackers', 'Snacks', 'Crackers', [['6.6 oz', 3.49]]),
  line('Planters', 'Dry Roasted Peanuts', 'Snacks', 'Nuts & Seeds', [['1.75 oz', 1.49], ['16 oz', 4.99]], ['Gluten Free']),
  line('Blue Diamond', 'Smokehouse Almonds', 'Snacks', 'Nuts & Seeds', [['1.5 oz', 1.99], ['6 oz', 5.49]], ['Vegan']),
  line('David', 'Original Salted Sunflower Seeds', 'Snacks', 'Nuts & Seeds', [['5.25 oz', 2.49]]),
  line('SkinnyPop', 'Original Popcorn', 'Snacks', 'Popcorn', [['0.65 oz', 1.29], ['4.4 oz', 4.29]], ['Gluten Free', 'Vegan']),
  line('Smartfood', 'White Cheddar Popcorn', 'Snacks', 'Popcorn', [['6.75 oz', 4.49]]),
  line("Jack Link's", 'Original Beef Jerky', 'Snacks', 'Jerky', [['1.25 oz', 3.49], ['2.85 oz', 6.99]]),
  line('Slim Jim', 'Original Smoked Snack Stick', 'Snacks', 'Jerky', [['0.97 oz', 1.99]]),
  // Dairy
  line('Horizon Organic', 'Whole Milk', 'Dairy', 'Milk', [['Half Gallon', 5.99], ['8 oz Carton', 1.79]], ['Organic']),
  line('Horizon Organic', '2% Reduced Fat Milk', 'Dairy', 'Milk', [['Half Gallon', 5.99]], ['Organic']),
  line('Fairlife', '2% Ultra-Filtered Milk', 'Dairy', 'Milk', [['52 oz', 4.99]]),
  line('Lactaid', 'Whole Milk', 'Dairy', 'Milk', [['Half Gallon', 4.79]]),
  line('Oatly', 'Oat Milk Original', 'Dairy', 'Milk', [['64 oz', 5.49]], ['Vegan', 'Imported']),
  line('Chobani', 'Vanilla Greek Yogurt', 'Dairy', 'Yogurt', [['5.3 oz', 1.69], ['32 oz', 5.99]], ['Gluten Free']),
  line('Chobani', 'Strawberry Greek Yogurt', 'Dairy', 'Yogurt', [['5.3 oz', 1.69]], ['Gluten Free']),
  line('Kraft', 'Singles American Cheese', 'Dairy', 'Cheese', [['12 ct', 3.99], ['24 ct', 6.49]]),
  line('Tillamook', 'Medium Cheddar Cheese', 'Dairy', 'Cheese', [['8 oz', 4.49]], ['Local']),
  line('Babybel', 'Mini Original Cheese', 'Dairy', 'Cheese', [['6 ct', 5.29]], ['Imported']),
  line("Land O'Lakes", 'Salted Butter', 'Dairy', 'Butter & Eggs', [['1 lb', 5.49]]),
  line("Eggland's Best", 'Large Grade A Eggs', 'Dairy', 'Butter & Eggs', [['12 ct', 4.99], ['6 ct', 2.99]], ['Best Seller']),
  // Bakery
  line("Nature's Own", 'Honey Wheat Bread', 'Bakery', 'Bread', [['20 oz', 3.99]]),
  line("Dave's Killer Bread", '21 Whole Grains and Seeds', 'Bakery', 'Bread', [['27 oz', 6.49]], ['Organic']),
  line('Wonder', 'Classic White Bread', 'Bakery', 'Bread', [['20 oz', 3.29]]),
  line("Thomas'", 'Plain Bagels', 'Bakery', 'Bagels & Muffins', [['6 ct', 4.49]], ['Kosher']),
  line("Thomas'", 'Original English Muffins', 'Bakery', 'Bagels & Muffins', [['6 ct', 4.29]], ['Kosher']),
  line("Entenmann's", 'Rich Frosted Donuts', 'Bakery', 'Pastries', [['8 ct', 5.99]]),
  line('Little Debbie', 'Oatmeal Creme Pies', 'Bakery', 'Pastries', [['12 ct', 3.49]]),
  line('Hostess', 'Twinkies', 'Bakery', 'Pastries', [['10 ct', 4.99], ['2 ct', 1.99]]),
  // Produce
  line('', 'Organic Bananas', 'Produce', 'Fruit', [['1 lb', 0.89], ['Bunch of 5', 2.49]], ['Organic']),
  line('', 'Hass Avocado', 'Produce', 'Fruit', [['1 ct', 1.99]]),
  line("Driscoll's", 'Strawberries', 'Produce', 'Fruit', [['16 oz', 4.99]], ['Seasonal']),
  line('', 'Gala Apples', 'Produce', 'Fruit', [['3 lb Bag', 4.49]], ['Local']),
  line('', 'Cutie Mandarins', 'Produce', 'Fruit', [['3 lb Bag', 5.99]], ['Seasonal']),
  line('', 'Roma Tomatoes', 'Produce', 'Vegetables', [['1 lb', 1.99]]),
  line('', 'Yellow Onions', 'Produce', 'Vegetables', [['3 lb Bag', 3.49]]),
  line('', 'Baby Carrots', 'Produce', 'Vegetables', [['16 oz', 1.99]], ['Vegan']),
  line('Fresh Express', 'Caesar Salad Kit', 'Produce', 'Salads', [['10.4 oz', 4.49]]),
  line('Taylor Farms', 'Chopped Sweet Kale Salad Kit', 'Produce', 'Salads', [['12 oz', 4.99]]),
  // Frozen
  line("Ben & Jerry's", 'Chocolate Fudge Brownie Ice Cream', 'Frozen', 'Ice Cream', [['16 oz', 6.49]], ['Best Seller']),
  line("Ben & Jerry's", 'Cherry Garcia Ice Cream', 'Frozen', 'Ice Cream', [['16 oz', 6.49]]),
  line("Ben & Jerry's", 'Half Baked Ice Cream', 'Frozen', 'Ice Cream', [['16 oz', 6.49]]),
  line('H\u00e4agen-Dazs', 'Vanilla Ice Cream', 'Frozen', 'Ice Cream', [['14 oz', 5.99]], ['Kosher']),
  line('Halo Top', 'Sea Salt Caramel Light Ice Cream', 'Frozen', 'Ice Cream', [['16 oz', 5.49]], ['New']),
  line('DiGiorno', 'Rising Crust Pepperoni Pizza', 'Frozen', 'Frozen Pizza', [['27.5 oz', 8.99]], ['Family Size']),
  line("Totino's", 'Pepperoni Pizza Rolls', 'Frozen', 'Frozen Pizza', [['15 ct', 3.49], ['40 ct', 7.99]]),
  line('Lean Cuisine', 'Chicken Alfredo', 'Frozen', 'Frozen Meals', [['10 oz', 3.99]]),
  line('Hot Pockets', 'Pepperoni Pizza Sandwiches', 'Frozen', 'Frozen Meals', [['2 ct', 3.79]]),
  line("Amy's", 'Cheese Enchilada Meal', 'Frozen', 'Frozen Meals', [['9 oz', 5.49]], ['Organic', 'Gluten Free']),
  // Household
  line('Bounty', 'Select-A-Size Paper Towels', 'Household', 'Paper Goods', [['2 ct', 5.99], ['6 ct', 15.99]]),
  line('Charmin', 'Ultra Soft Toilet Paper', 'Household', 'Paper Goods', [['4 ct', 6.49], ['12 ct', 16.99]], ['Family Size']),
  line('Kleenex', 'Ultra Soft Facial Tissues', 'Household', 'Paper Goods', [['120 ct', 3.29]]),
  line('Tide', 'Original Liquid Laundry Detergent', 'Household', 'Laundry', [['46 oz', 12.99]]),
  line('Clorox', 'Disinfecting Wipes Fresh Scent', 'Household', 'Cleaning', [['35 ct', 5.49]], ['Best Seller']),
  line('Dawn', 'Ultra Dishwashing Liquid Original', 'Household', 'Cleaning', [['19.4 oz', 3.99]]),
  line('Ziploc', 'Gallon Storage Bags', 'Household', 'Kitchen', [['19 ct', 4.99]]),
  line('Reynolds Wrap', 'Aluminum Foil', 'Household', 'Kitchen', [['75 sq ft', 5.49]]),
  // Personal Care
  line('Colgate', 'Total Whitening Toothpaste', 'Personal Care', 'Oral Care', [['4.8 oz', 4.99]]),
  line('Crest', '3D White Toothpaste', 'Personal Care', 'Oral Care', [['3.8 oz', 4.79]]),
  line('Listerine', 'Cool Mint Mouthwash', 'Personal Care', 'Oral Care', [['500 ml', 5.99]]),
  line('Advil', 'Ibuprofen Tablets 200 mg', 'Personal Care', 'Pain Relief', [['24 ct', 6.99], ['50 ct', 10.99]]),
  line('Tylenol', 'Extra Strength Caplets', 'Personal Care', 'Pain Relief', [['24 ct', 7.49]]),
  line('Dove', 'White Beauty Bar', 'Personal Care', 'Skin Care', [['2 ct', 4.49]]),
  line('ChapStick', 'Classic Original Lip Balm', 'Personal Care', 'Skin Care', [['1 ct', 2.49]]),
  line('Head & Shoulders', 'Classic Clean Shampoo', 'Personal Care', 'Hair Care', [['13.5 oz', 7.99]]),
  // Alcohol
  line('Bud Light', 'Lager', 'Alcohol', 'Beer', [['6 pk 12 oz Cans', 8.99], ['12 pk 12 oz Cans', 14.99]]),
  line('Corona', 'Extra Lager', 'Alcohol', 'Beer', [['6 pk 12 oz Bottles', 10.99], ['12 pk 12 oz Bottles', 18.99]], ['Imported']),
  line('Modelo', 'Especial', 'Alcohol', 'Beer', [['12 pk 12 oz Cans', 18.99]], ['Imported']),
  line('Sierra Nevada', 'Pale Ale', 'Alcohol', 'Beer', [['6 pk 12 oz Bottles', 10.99]]),
  line('Brooklyn Brewery', 'Brooklyn Lager', 'Alcohol', 'Beer', [['6 pk 12 oz Cans', 11.49]], ['Local']),
  line('White Claw', 'Black Cherry Hard Seltzer', 'Alcohol', 'Hard Seltzer', [['6 pk 12 oz Cans', 10.99]], ['Gluten Free']),
  line('Truly', 'Wild Berry Hard Seltzer', 'Alcohol', 'Hard Seltzer', [['12 pk 12 oz Cans', 18.99]]),
  line('Josh Cellars', 'Cabernet Sauvignon', 'Alcohol', 'Wine', [['750 ml', 15.99]]),
  line('Barefoot', 'Pinot Grigio', 'Alcohol', 'Wine', [['750 ml', 7.99], ['1.5 L', 12.99]]),
  line('La Marca', 'Prosecco', 'Alcohol', 'Wine', [['750 ml', 16.99]], ['Imported']),
  line("Tito's", 'Handmade Vodka', 'Alcohol', 'Spirits', [['750 ml', 21.99], ['375 ml', 12.99]], ['Gluten Free']),
  line('Jack Daniel\u2019s', 'Old No. 7 Tennessee Whiskey', 'Alcohol', 'Spirits', [['750 ml', 26.99]]),
  // Tobacco
  line('Marlboro', 'Gold Pack', 'Tobacco', 'Cigarettes', [['20 ct', 11.49]]),
  line('Camel', 'Blue Box', 'Tobacco', 'Cigarettes', [['20 ct', 10.99]]),
  line('Swisher Sweets', 'Cigarillos', 'Tobacco', 'Cigars', [['2 ct', 1.49]]),
  line('BIC', 'Classic Lighter', 'Tobacco', 'Accessories', [['1 ct', 2.29], ['5 ct', 7.99]]),
  line('Zig-Zag', 'Rolling Papers', 'Tobacco', 'Accessories', [['32 ct', 2.49]], ['Imported']),
  // Candy
  line('Snickers', 'Chocolate Bar', 'Candy', 'Chocolate', [['1.86 oz', 1.99], ['Share Size 3.29 oz', 2.99]], ['Best Seller']),
  line("M&M's", 'Peanut Chocolate Candies', 'Candy', 'Chocolate', [['1.74 oz', 1.99], ['Sharing Size 10.7 oz', 5.49]]),
  line("Reese's", 'Peanut Butter Cups', 'Candy', 'Chocolate', [['1.5 oz', 1.99], ['King Size 2.8 oz', 2.99]]),
  line('Kit Kat', 'Milk Chocolate Wafer Bar', 'Candy', 'Chocolate', [['1.5 oz', 1.99]], ['Kosher']),
  line("Hershey's", 'Milk Chocolate Bar', 'Candy', 'Chocolate', [['1.55 oz', 1.79]], ['Kosher']),
  line('Haribo', 'Goldbears Gummy Candy', 'Candy', 'Gummies', [['5 oz', 2.49]], ['Imported', 'Halal']),
  line('Skittles', 'Original Candy', 'Candy', 'Gummies', [['2.17 oz', 1.99]], ['Vegan']),
  line('Sour Patch Kids', 'Soft and Chewy Candy', 'Candy', 'Gummies', [['3.5 oz', 2.29]], ['Vegan']),
  line('Trident', 'Spearmint Sugar Free Gum', 'Candy', 'Gum & Mints', [['14 ct', 1.79]], ['Sugar Free']),
  line('Altoids', 'Curiously Strong Peppermints', 'Candy', 'Gum & Mints', [['1.76 oz', 2.99]], ['Imported']),
  line('Extra', 'Polar Ice Sugar Free Gum', 'Candy', 'Gum & Mints', [['15 ct', 1.69]], ['Sugar Free']),
  // Deli
  line("Boar's Head", 'Ovengold Roasted Turkey Breast', 'Deli', 'Meats & Cheeses', [['8 oz', 7.99]], ['Gluten Free']),
  line("Boar's Head", 'Vermont Cheddar Cheese', 'Deli', 'Meats & Cheeses', [['8 oz', 6.99]]),
  line('Hillshire Farm', 'Honey Ham Lunchmeat', 'Deli', 'Meats & Cheeses', [['9 oz', 5.49]]),
  line('Oscar Mayer', 'Beef Bologna', 'Deli', 'Meats & Cheeses', [['16 oz', 4.49]], ['Family Size']),
  line('House', 'Turkey & Swiss Sandwich', 'Deli', 'Sandwiches', [['1 ct', 8.99]], ['Local']),
  line('House', 'Italian Sub', 'Deli', 'Sandwiches', [['12 in', 11.99]], ['Local']),
  line('House', 'Chicken Caesar Wrap', 'Deli', 'Sandwiches', [['1 ct', 9.49]], ['Local']),
  line('House', 'Chicken Tikka Masala with Rice', 'Deli', 'Prepared Meals', [['16 oz', 10.99]], ['Halal', 'New']),
  line('House', 'Mac and Cheese', 'Deli', 'Prepared Meals', [['12 oz', 6.99]], ['Local']),
  // Pantry
  line('Barilla', 'Spaghetti', 'Pantry', 'Pasta & Rice', [['16 oz', 2.29]], ['Imported', 'Vegan']),
  line('Barilla', 'Penne Rigate', 'Pantry', 'Pasta & Rice', [['16 oz', 2.29]], ['Imported', 'Vegan']),
  line("Ben's Original", 'Ready Rice Jasmine', 'Pantry', 'Pasta & Rice', [['8.5 oz', 3.29]], ['Gluten Free']),
  line('Kraft', 'Macaroni & Cheese Dinner', 'Pantry', 'Pasta & Rice', [['7.25 oz', 1.79]], ['Best Seller']),
  line("Campbell's", 'Chicken Noodle Soup', 'Pantry', 'Canned Goods', [['10.75 oz', 1.99]]),
  line('Bush\u2019s', 'Original Baked Beans', 'Pantry', 'Canned Goods', [['16 oz', 2.49]], ['Gluten Free']),
  line('StarKist', 'Chunk Light Tuna in Water', 'Pantry', 'Canned Goods', [['5 oz', 1.69]]),
  line('Heinz', 'Tomato Ketchup', 'Pantry', 'Condiments', [['20 oz', 3.99], ['32 oz', 5.49]], ['Kosher']),
  line("Hellmann's", 'Real Mayonnaise', 'Pantry', 'Condiments', [['30 oz', 6.49]], ['Gluten Free']),
  line("French's", 'Classic Yellow Mustard', 'Pantry', 'Condiments', [['14 oz', 2.49]], ['Vegan']),
  line('Jif', 'Creamy Peanut Butter', 'Pantry', 'Condiments', [['16 oz', 3.99]]),
  line("Kellogg's", 'Frosted Flakes Cereal', 'Pantry', 'Breakfast', [['13.5 oz', 4.99], ['Family Size 24 oz', 6.99]], ['Family Size']),
  line('General Mills', 'Cheerios', 'Pantry', 'Breakfast', [['8.9 oz', 4.79]], ['Gluten Free', 'Kosher']),
  line('Quaker', 'Old Fashioned Oats', 'Pantry', 'Breakfast', [['18 oz', 4.29]], ['Kosher']),
  line('Pop-Tarts', 'Frosted Strawberry', 'Pantry', 'Breakfast', [['8 ct', 3.99]], ['Seasonal']),
  // Pet
  line('Purina', 'Dog Chow Complete Adult', 'Pet', 'Dog Food', [['4 lb', 7.99]]),
  line('Pedigree', 'Chopped Ground Dinner with Beef', 'Pet', 'Dog Food', [['13.2 oz Can', 1.79]]),
  line('Friskies', 'Pate Variety Pack', 'Pet', 'Cat Food', [['12 ct', 11.49]], ['Family Size']),
  line('Fancy Feast', 'Classic Pate Chicken Feast', 'Pet', 'Cat Food', [['3 oz Can', 1.19]]),
  line('Milk-Bone', 'Original Dog Biscuits', 'Pet', 'Pet Treats', [['24 oz', 6.49]]),
  line('Temptations', 'Classic Tasty Chicken Cat Treats', 'Pet', 'Pet Treats', [['3 oz', 2.99]], ['New']),
  // Others
  line('Duracell', 'Coppertop AA Batteries', 'Others', 'Batteries & Electronics', [['4 ct', 7.99], ['8 ct', 12.99]]),
  line('Energizer', 'Max AAA Batteries', 'Others', 'Batteries & Electronics', [['4 ct', 7.49]]),
  line('Belkin', 'USB-C to USB-C Charging Cable', 'Others', 'Batteries & Electronics', [['6 ft', 14.99]], ['New']),
  line('BIC', 'Round Stic Ballpoint Pens Black', 'Others', 'General Merchandise', [['10 ct', 2.99]]),
  line('Totes', 'Compact Umbrella', 'Others', 'General Merchandise', [['1 ct', 12.99]], ['Seasonal']),
];

export interface Product {
  name: string;
  upc: string;
  size: string;
  unitCount: number;
  price: number;
  category: string;
  sub: string;
  brand: string;
  tags: readonly string[];
  description: string;
}

function unitCountOf(size: string): number {
  const pack = /(\d+) (?:pk|ct)\b/.exec(size);
  return pack ? Number(pack[1]) : 1;
}

/** Every product variant once, in a stable order, with a valid UPC-A per variant. */
export const PRODUCTS: readonly Product[] = LINES.flatMap((productLine, lineIndex) =>
  productLine.sizes.map(([size, price], sizeIndex): Product => {
    const title = [productLine.brand, productLine.product].filter(Boolean).join(' ');
    return {
      name: `${title} ${size}`,
      upc: upcA(10_000 + lineIndex * 173, 1_000 + sizeIndex * 11 + lineIndex),
      size,
      unitCount: unitCountOf(size),
      price,
      category: productLine.category,
      sub: productLine.sub,
      brand: productLine.brand,
      tags: productLine.tags ?? [],
      description: `${title}, ${size}. Found in ${productLine.category} \u203a ${productLine.sub}.`,
    };
  }),
);
