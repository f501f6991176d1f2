// geometry and tessellation
cbuffer G : register(b0) { row_major float4x4 VP; float4 Sz; float4 TessF; };
struct GIn { float4 p : SV_Position; float2 uv : TEXCOORD0; float4 c : COLOR; uint id : ID; };
struct GOut { float4 p : SV_Position; float2 uv : TEXCOORD0; nointerpolation uint rt : SV_RenderTargetArrayIndex; uint vp : SV_ViewportArrayIndex; float4 c : COLOR; };

[maxvertexcount(4)]
void GSSprite(point GIn i[1], inout TriangleStream<GOut> s, uint prim : SV_PrimitiveID)
{
    [unroll] for (int k = 0; k < 4; k++) {
        GOut o; o.p = i[0].p + float4((k & 1) * Sz.x, (k >> 1) * Sz.y, 0, 0);
        o.uv = float2(k & 1, k >> 1); o.rt = prim & 3; o.vp = i[0].id; o.c = i[0].c; s.Append(o);
    }
    s.RestartStrip();
}

[maxvertexcount(6)]
void GSLine(line GIn i[2], inout LineStream<GOut> s)
{
    for (int k = 0; k < 2; k++) { GOut o; o.p = i[k].p; o.uv = i[k].uv; o.rt = 0; o.vp = 1; o.c = i[k].c; s.Append(o); }
}

[maxvertexcount(3)]
[instance(8)]
void GSTriInst(triangle GIn i[3], inout PointStream<GOut> s, uint inst : SV_GSInstanceID)
{
    for (int k = 0; k < 3; k++) { GOut o; o.p = mul(i[k].p, VP); o.uv = i[k].uv; o.rt = inst; o.vp = inst >> 1; o.c = i[k].c; s.Append(o); }
}

struct S0 { float4 p : SV_Position; float4 a : A; };
struct S1 { float4 b : B; uint c : C; };
[maxvertexcount(2)]
void GSMulti(lineadj GIn i[4], inout PointStream<S0> s0, inout PointStream<S1> s1, inout PointStream<S0> s2)
{
    S0 a; a.p = i[1].p; a.a = i[2].c; s0.Append(a);
    S1 b; b.b = i[3].c; b.c = i[0].id; s1.Append(b);
    s2.Append(a); s2.RestartStrip();
}

// tessellation: tri
struct CP { float3 p : POS; float3 n : NORMAL; float2 uv : TEXCOORD; };
struct TriC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; float3 b : BEZ; };
TriC TriConst(InputPatch<CP, 3> ip, uint pid : SV_PrimitiveID)
{
    TriC c; c.e[0] = TessF.x; c.e[1] = TessF.y; c.e[2] = TessF.z; c.i = TessF.w + pid; c.b = ip[0].p + ip[1].p + ip[2].p; return c;
}
[domain("tri")] [partitioning("fractional_odd")] [outputtopology("triangle_cw")] [outputcontrolpoints(3)] [patchconstantfunc("TriConst")] [maxtessfactor(32.0)]
CP HSTri(InputPatch<CP, 3> ip, uint i : SV_OutputControlPointID) { CP o = ip[i]; o.p *= 2; return o; }

[domain("tri")]
float4 DSTri(TriC c, float3 bc : SV_DomainLocation, const OutputPatch<CP, 3> op, uint pid : SV_PrimitiveID) : SV_Position
{
    float3 p = op[0].p * bc.x + op[1].p * bc.y + op[2].p * bc.z + c.b * 0.01;
    return mul(float4(p, 1), VP) + pid;
}

// isoline
struct IsoC { float e[2] : SV_TessFactor; };
IsoC IsoConst(InputPatch<CP, 4> ip) { IsoC c; c.e[0] = TessF.x; c.e[1] = TessF.y; return c; }
[domain("isoline")] [partitioning("integer")] [outputtopology("line")] [outputcontrolpoints(4)] [patchconstantfunc("IsoConst")]
CP HSIso(InputPatch<CP, 4> ip, uint i : SV_OutputControlPointID) { return ip[i]; }
[domain("isoline")]
float4 DSIso(IsoC c, float2 t : SV_DomainLocation, const OutputPatch<CP, 4> op) : SV_Position
{
    return float4(lerp(op[0].p, op[3].p, t.x) + op[1].n * t.y + c.e[0], 1);
}

// quad, pow2, point output, 16 control points
struct QuadC { float e[4] : SV_TessFactor; float i[2] : SV_InsideTessFactor; float4 extra[3] : EXTRA; };
QuadC QuadConst(InputPatch<CP, 16> ip, uint pid : SV_PrimitiveID)
{
    QuadC c; [unroll] for (int k = 0; k < 4; k++) c.e[k] = TessF[k]; c.i[0] = TessF.x; c.i[1] = TessF.y;
    c.extra[0] = ip[0].p.xyzz; c.extra[1] = ip[5].n.xyzz; c.extra[2] = pid; return c;
}
[domain("quad")] [partitioning("pow2")] [outputtopology("point")] [outputcontrolpoints(16)] [patchconstantfunc("QuadConst")]
CP HSQuad16(InputPatch<CP, 16> ip, uint i : SV_OutputControlPointID, uint pid : SV_PrimitiveID) { CP o = ip[15 - i]; o.uv += pid; return o; }
[domain("quad")]
float4 DSQuad16(QuadC c, float2 uv : SV_DomainLocation, const OutputPatch<CP, 16> op) : SV_Position
{
    float3 p = 0; [unroll] for (int k = 0; k < 16; k++) p += op[k].p * (uv.x * (k & 3) + uv.y * (k >> 2));
    return float4(p, 1) + c.extra[1] + c.i[1];
}
[domain("quad")] [partitioning("fractional_even")] [outputtopology("triangle_ccw")] [outputcontrolpoints(1)] [patchconstantfunc("QuadConst")]
CP HSQuad1(InputPatch<CP, 16> ip) { return ip[0]; }
