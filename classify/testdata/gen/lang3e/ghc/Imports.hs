module Main where

import Data.Cart (total)

main :: IO ()
main = print (total [1, 2])
