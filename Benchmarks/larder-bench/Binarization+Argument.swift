import ArgumentParser
import LarderOCR

extension OCRConfiguration.Preprocessing.Binarization: ExpressibleByArgument {}
