module Main where

import System.Exit

main :: IO ()
main = do
  putStrLn "loading orders"
  let orders = [] :: [Int]
  print (head orders)
