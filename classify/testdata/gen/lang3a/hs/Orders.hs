module Main where

import qualified Data.Map as M

priceOf :: M.Map String Int -> String -> Int
priceOf prices sku = case M.lookup sku prices of
  Just p -> p
  Nothing -> error ("no price for " ++ sku)

main :: IO ()
main = do
  let prices = M.fromList [("apple", 3), ("pear", 4)]
  putStrLn "pricing order 17"
  print (map (priceOf prices) ["apple", "kiwi"])
