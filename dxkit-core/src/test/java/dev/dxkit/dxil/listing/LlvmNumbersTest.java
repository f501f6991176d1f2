package dev.dxkit.dxil.listing;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** LLVM 3.7's constant and name text, as dxc's disassembler prints it. */
class LlvmNumbersTest {
    @Test
    void floatsThatReadBackExactlyPrintInExponentForm() {
        assertEquals("1.000000e+00", LlvmNumbers.fp(1.0));
        assertEquals("0.000000e+00", LlvmNumbers.fp(0.0));
        assertEquals("-0.000000e+00", LlvmNumbers.fp(-0.0));
        assertEquals("5.000000e-01", LlvmNumbers.fp(0.5f));
        assertEquals("-2.550000e+02", LlvmNumbers.fp(-255.0f));
        assertEquals("1.250000e-01", LlvmNumbers.fp(0.125));
        assertEquals("1.000000e+10", LlvmNumbers.fp(1e10));
        // a double 0.1 reads back from 1.000000e-01
        assertEquals("1.000000e-01", LlvmNumbers.fp(0.1));
    }

    @Test
    void othersPrintAsTheDoubleBitsInHex() {
        // float 0.1 widened to double is not 0.1
        assertEquals("0x3FB99999A0000000", LlvmNumbers.fp(0.1f));
        assertEquals("0x7FF0000000000000", LlvmNumbers.fp(Double.POSITIVE_INFINITY));
        assertEquals("0xFFF0000000000000", LlvmNumbers.fp(Double.NEGATIVE_INFINITY));
        assertEquals("0x7FF8000000000000", LlvmNumbers.fp(Double.NaN));
        assertEquals("0x3FD5555560000000", LlvmNumbers.fp(1.0f / 3.0f));
        // a tiny double's bits start with zeros, which LLVM leaves out (one digit at least)
        assertEquals("0x123456789ABCDEF", LlvmNumbers.fp(Double.longBitsToDouble(0x0123456789ABCDEFL)));
        assertEquals("0x800000000000001", LlvmNumbers.fp(Double.longBitsToDouble(0x0800000000000001L)));
    }

    @Test
    void cExponentRoundsTheExactValue() {
        assertEquals("3.333333e-01", LlvmNumbers.cExp(1.0 / 3.0));
        assertEquals("1.234568e+05", LlvmNumbers.cExp(123456.78));
        assertEquals("9.999999e-01", LlvmNumbers.cExp(0.99999994f));
    }

    @Test
    void halvesPrintTheirBits() {
        assertEquals("0xH3C00", LlvmNumbers.half(0x3C00));
        assertEquals("0xH0001", LlvmNumbers.half(1));
    }

    @Test
    void namesAreQuotedWhenTheyNeedIt() {
        assertEquals("%dx.types.Handle", LlvmNumbers.name('%', "dx.types.Handle"));
        assertEquals("%\"$Globals\"", LlvmNumbers.name('%', "$Globals"));
        assertEquals("@\"\\01?g@@3MA\"", LlvmNumbers.name('@', "\u0001?g@@3MA"));
        assertEquals("%\"class.Texture2D<float>\"", LlvmNumbers.name('%', "class.Texture2D<float>"));
        assertEquals("%\"0abc\"", LlvmNumbers.name('%', "0abc"));
        assertEquals("\\22\\5C", LlvmNumbers.escape("\"\\"));
    }

    @Test
    void annotateHandleDescribesTheResource() {
        assertEquals("RWByteAddressBuffer", DxilOps.resource(4107, 0));
        assertEquals("RWStructuredBuffer<stride=4>", DxilOps.resource(4108, 4));
        assertEquals("RWStructuredBuffer<stride=4, counter>", DxilOps.resource(36876, 4));
        assertEquals("Texture2D<F32>", DxilOps.resource(2, 265));
        assertEquals("RWTexture2D<4xF32>", DxilOps.resource(4098, 1033));
        assertEquals("SamplerComparisonState", DxilOps.resource(32782, 0));
        assertEquals("FeedbackTexture2D<MinMip>", DxilOps.resource(4113, 0));
        assertEquals("CBuffer", DxilOps.resource(13, 16));
        assertEquals("LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)", DxilOps.comment(4));
        // dxc reads the opcode as an unsigned 32-bit value; one that names no operation says so
        assertEquals("invalid DXIL opcode #312", DxilOps.comment(312));
        assertEquals("invalid DXIL opcode #4294967295", DxilOps.comment(-1));
        assertEquals("DebugBreak()", DxilOps.comment(0x8000_0021L));
    }
}
