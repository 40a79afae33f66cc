import ArgumentParser
import LarderPipeline

extension ShoppingListFormat: ExpressibleByArgument {}
