module Main where

import Data.List (sortBy)

total :: [Int] -> Int
total xs = foldr (+) 0 xs

main :: IO ()
main = do
  let unused = 3
  putStrLn (total [1, 2, 3])
